import type { ReactNode } from 'react'
import { CarouselRuntime } from './hero-carousel.client'

/** A slide as the carousel gets it: the heading names it in the picker, the content is rendered on the server. */
export type SlideView = { heading: string; content: ReactNode }

const ID = 'hero-carousel'

const button =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/15'

/**
 * Hero carousel after the WAI-ARIA carousel pattern: previous/next buttons, a slide picker, arrow
 * keys, a pause button; rotation stops while the pointer or focus is inside and never starts for
 * visitors who prefer reduced motion. Every slide occupies the same grid cell, so the height is
 * the tallest slide's from the first paint and switching never shifts the page.
 *
 * All of it is server markup, drawn in its first state (first slide, not rotating); the island
 * beside it (`hero-carousel.client.tsx`) only moves the state attributes (`aria-hidden`, `inert`,
 * `aria-current`, `aria-live`), which the styles follow.
 */
export function HeroCarousel({ slides, label, title }: { slides: SlideView[]; label: string; title: string }) {
  const count = slides.length
  if (count === 0) return null
  return (
    <section id={ID} aria-roledescription="carousel" aria-label={label} className="relative bg-brand text-white">
      <div className="mx-auto max-w-7xl px-4 pt-10 md:pt-12">
        {/* small enough on a phone to stay on one line in the web font and its stand-in alike (tests/e2e/fonts.spec.ts) */}
        <h1 className="text-xs eyebrow text-white/80 md:text-sm">{title}</h1>
      </div>
      <div id={`${ID}-slides`} className="grid" aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== 0}
            inert={i !== 0}
            className="visible col-start-1 row-start-1 opacity-100 transition-opacity duration-500 motion-reduce:transition-none aria-hidden:invisible aria-hidden:opacity-0"
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-0">
          {/* under the picture from md (the picture is the right half), where the eye already is */}
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 pb-6 md:justify-end">
            <button type="button" className={button} data-carousel="play" aria-label="Start automatic slide show">
              <span aria-hidden="true">▶</span>
            </button>
            <button
              type="button"
              className={button}
              data-carousel="previous"
              aria-controls={`${ID}-slides`}
              aria-label="Previous slide"
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className={button}
              data-carousel="next"
              aria-controls={`${ID}-slides`}
              aria-label="Next slide"
            >
              <span aria-hidden="true">→</span>
            </button>
            <ul className="ml-2 flex items-center gap-1" aria-label="Choose a slide">
              {slides.map((slide, i) => (
                <li key={i}>
                  <button
                    type="button"
                    data-carousel={i}
                    aria-controls={`${ID}-slides`}
                    aria-current={i === 0 ? 'true' : undefined}
                    aria-label={`Slide ${i + 1}: ${slide.heading}`}
                    className="group/dot flex h-11 w-11 items-center justify-center"
                  >
                    <span
                      aria-hidden="true"
                      className="block h-3 w-3 rounded-full border-2 border-white group-aria-[current=true]/dot:bg-white"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <CarouselRuntime id={ID} />
        </div>
      ) : null}
    </section>
  )
}
