'use client'

import { useEffect } from 'react'
import { onNavigationStart } from '@/features/navigation/navigation-start'
import { focusTrapTarget, isReachable, othersToClose } from './menu-rules'

/** Below the header's `lg` breakpoint the open menu is a full-screen sheet. */
const SHEET_MEDIA = '(width < 64rem)'

const FOCUSABLE = 'a[href], summary, button, input, select, textarea'

/**
 * Enhances the header's native <details> (usable without script): keeps each summary's
 * `aria-expanded` true to its state, lets one disclosure be open at a time, closes them on Escape
 * (focus back on their button), on a click or focus outside, on a link followed and on any client
 * navigation. While the phone menu's sheet is open, Tab cycles between the menu button and the sheet,
 * and the page behind it is inert.
 */
export function MenuDismiss({ headerId }: { headerId: string }) {
  useEffect(() => {
    const header = document.getElementById(headerId)
    const menu = header?.querySelector<HTMLDetailsElement>('details[data-header-menu]')
    const nav = menu?.nextElementSibling
    if (!header || !menu || !(nav instanceof HTMLElement)) return
    const sheetMedia = window.matchMedia(SHEET_MEDIA)
    const all = () => Array.from(header.querySelectorAll('details'))
    const summaryOf = (d: HTMLDetailsElement) => d.querySelector<HTMLElement>(':scope > summary')
    const isSheet = () => menu.open && sheetMedia.matches
    // the menu's sheet belongs to its button: a click or focus there is not outside it
    const within = (d: HTMLDetailsElement, node: Node) => d.contains(node) || (d === menu && nav.contains(node))

    const syncSheet = () => {
      const sheet = isSheet()
      for (const el of document.querySelectorAll<HTMLElement>('body > main, body > footer')) el.inert = sheet
    }
    const close = (d: HTMLDetailsElement, focus = false) => {
      d.open = false
      if (focus) summaryOf(d)?.focus()
    }
    const closeAll = () => all().forEach((d) => close(d))

    for (const d of all()) summaryOf(d)?.setAttribute('aria-expanded', String(d.open))
    syncSheet()

    const onToggle = (e: Event) => {
      const d = e.target
      if (!(d instanceof HTMLDetailsElement)) return
      summaryOf(d)?.setAttribute('aria-expanded', String(d.open))
      if (d.open) {
        for (const other of othersToClose<HTMLDetailsElement>(d, all(), menu, nav)) close(other)
        // the search button's purpose is the field: type at once
        if (d.hasAttribute('data-header-search')) d.querySelector('input')?.focus()
      }
      syncSheet()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (isSheet()) close(menu, true)
        else for (const d of all()) if (d.open) close(d, d.contains(document.activeElement))
        return
      }
      if (e.key !== 'Tab' || !isSheet()) return
      const items = [summaryOf(menu), ...nav.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el): el is HTMLElement => el !== null && isReachable(el),
      )
      const target = focusTrapTarget(items, document.activeElement, e.shiftKey)
      if (target) {
        e.preventDefault()
        target.focus()
      }
    }
    const onOutside = (e: Event) => {
      if (!(e.target instanceof Node)) return
      for (const d of all()) {
        // the phone sheet's sections are an accordion: they fold only from their own button
        if (!d.open || within(d, e.target) || (isSheet() && nav.contains(d))) continue
        close(d)
      }
    }
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href]')) closeAll()
    }

    header.addEventListener('toggle', onToggle, true)
    header.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    sheetMedia.addEventListener('change', syncSheet)
    const stopNavigation = onNavigationStart(window, closeAll)
    return () => {
      header.removeEventListener('toggle', onToggle, true)
      header.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      sheetMedia.removeEventListener('change', syncSheet)
      stopNavigation()
      for (const el of document.querySelectorAll<HTMLElement>('body > main, body > footer')) el.inert = false
    }
  }, [headerId])
  return null
}
