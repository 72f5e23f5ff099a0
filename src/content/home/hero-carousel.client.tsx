'use client'

import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react'

/** A slide as the carousel gets it: the heading names it in the picker, the content is rendered on the server. */
export type SlideView = { heading: string; content: ReactNode }

/** Time each slide shows while rotating. */
export const SLIDE_INTERVAL_MS = 7000

const button =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/15'

/**
 * Hero carousel after the WAI-ARIA carousel pattern: previous/next buttons, a slide picker, arrow
 * keys, a pause button; rotation stops while the pointer or focus is inside and never starts for
 * visitors who prefer reduced motion. Every slide occupies the same grid cell, so the height is
 * the tallest slide's from the first paint and switching never shifts the page.
 */
export function HeroCarousel({ slides, label, title }: { slides: SlideView[]; label: string; title: string }) {
  const id = useId()
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = slides.length
  const rotating = playing && !hovered && !focused && count > 1

  useEffect(() => {
    // rotation is opt-out for motion-sensitive visitors: it never starts for them
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  }, [])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setCurrent((c) => (c + 1) % count), SLIDE_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current, count])

  const go = useCallback((to: number) => setCurrent(((to % count) + count) % count), [count])

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') go(current + 1)
    else if (e.key === 'ArrowLeft') go(current - 1)
    else return
    e.preventDefault()
  }

  if (count === 0) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative bg-brand text-white"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="mx-auto max-w-7xl px-4 pt-10 md:pt-12">
        <h1 className="text-sm font-semibold uppercase tracking-widest text-white/80">{title}</h1>
      </div>
      <div id={`${id}-slides`} className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === current
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${active ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              {slide.content}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-0">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 pb-6">
            <button
              type="button"
              className={button}
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
            <button
              type="button"
              className={button}
              onClick={() => go(current - 1)}
              aria-controls={`${id}-slides`}
              aria-label="Previous slide"
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className={button}
              onClick={() => go(current + 1)}
              aria-controls={`${id}-slides`}
              aria-label="Next slide"
            >
              <span aria-hidden="true">→</span>
            </button>
            <ul className="ml-2 flex items-center gap-1" aria-label="Choose a slide">
              {slides.map((slide, i) => (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-controls={`${id}-slides`}
                    aria-current={i === current ? 'true' : undefined}
                    aria-label={`Slide ${i + 1}: ${slide.heading}`}
                    className="flex h-11 w-11 items-center justify-center"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-3 w-3 rounded-full border-2 border-white ${i === current ? 'bg-white' : ''}`}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  )
}
