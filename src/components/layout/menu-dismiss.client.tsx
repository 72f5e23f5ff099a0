'use client'

import { useEffect } from 'react'

/**
 * Closes the header's open mega-menu panels on Escape (returning focus to their toggle) and on a
 * click or focus outside them. The panels themselves are native <details>, usable without script.
 */
export function MenuDismiss({ navId }: { navId: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId)
    if (!nav) return
    const openPanels = () => Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[open]'))
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      for (const d of openPanels()) {
        d.open = false
        d.querySelector('summary')?.focus()
      }
    }
    const onOutside = (e: Event) => {
      for (const d of openPanels()) if (!d.contains(e.target as Node)) d.open = false
    }
    // one panel at a time: opening one closes the others
    const onToggle = (e: Event) => {
      const opened = e.target as HTMLDetailsElement
      if (opened.open) for (const d of openPanels()) if (d !== opened) d.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    nav.addEventListener('toggle', onToggle, true)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      nav.removeEventListener('toggle', onToggle, true)
    }
  }, [navId])
  return null
}
