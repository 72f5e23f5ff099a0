'use client'

import { useEffect } from 'react'

/** Time each slide shows while rotating. */
export const SLIDE_INTERVAL_MS = 7000

/**
 * The hero carousel's behaviour on its server markup (hero-carousel.tsx): the buttons (`data-carousel`:
 * play, previous, next, or a slide's index), arrow keys, rotation every SLIDE_INTERVAL_MS that stops
 * while the pointer or focus is inside and never starts for visitors who prefer reduced motion. It
 * writes state attributes only; the styles follow them. It also gives the later slides their
 * pictures' addresses, which the server left out of the first load.
 */
export function CarouselRuntime({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById(id)
    const slides = Array.from(root?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]') ?? [])
    const live = slides[0]?.parentElement
    const play = root?.querySelector('[data-carousel="play"]')
    const count = slides.length
    if (!root || !live || !play) return
    const picks = root.querySelectorAll('ul [data-carousel]')
    // the later slides' pictures, kept out of the first load (hero-slide.tsx)
    for (const img of root.querySelectorAll<HTMLImageElement>('img[data-src]')) {
      const { src, srcset, sizes } = img.dataset
      if (sizes) img.sizes = sizes
      if (srcset) img.srcset = srcset
      if (src) img.src = src
      img.removeAttribute('data-src')
    }
    let current = 0
    // rotation is opt-out for motion-sensitive visitors: it never starts for them
    let playing = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    let hovered = false
    let focused = false
    let timer: number | undefined

    const render = () => {
      const rotating = playing && !hovered && !focused
      slides.forEach((slide, i) => {
        slide.setAttribute('aria-hidden', String(i !== current))
        slide.inert = i !== current
      })
      picks.forEach((pick, i) =>
        i === current ? pick.setAttribute('aria-current', 'true') : pick.removeAttribute('aria-current'),
      )
      live.setAttribute('aria-live', rotating ? 'off' : 'polite')
      play.setAttribute('aria-label', `${playing ? 'Stop' : 'Start'} automatic slide show`)
      play.firstElementChild!.textContent = playing ? '❚❚' : '▶'
      window.clearTimeout(timer)
      if (rotating) timer = window.setTimeout(() => go(current + 1), SLIDE_INTERVAL_MS)
    }
    const go = (to: number) => {
      current = ((to % count) + count) % count
      render()
    }
    const on = <E extends Event>(type: string, fn: (e: E) => void) => {
      root.addEventListener(type, fn as EventListener)
      return () => root.removeEventListener(type, fn as EventListener)
    }
    const stops = [
      on<MouseEvent>('click', (e) => {
        const which = (e.target as Element).closest('[data-carousel]')?.getAttribute('data-carousel')
        if (which === 'play') playing = !playing
        else if (which === 'previous') current--
        else if (which === 'next') current++
        else if (which) current = Number(which)
        else return
        go(current)
      }),
      on<KeyboardEvent>('keydown', (e) => {
        if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
        e.preventDefault()
        go(current + (e.key === 'ArrowRight' ? 1 : -1))
      }),
      on('pointerenter', () => {
        hovered = true
        render()
      }),
      on('pointerleave', () => {
        hovered = false
        render()
      }),
      on('focusin', () => {
        focused = true
        render()
      }),
      on<FocusEvent>('focusout', (e) => {
        if (root.contains(e.relatedTarget as Node | null)) return
        focused = false
        render()
      }),
    ]
    render()
    return () => {
      stops.forEach((stop) => stop())
      window.clearTimeout(timer)
    }
  }, [id])
  return null
}
