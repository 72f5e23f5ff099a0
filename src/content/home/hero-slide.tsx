import Link from '@/components/link'
import type { ImgAttributes } from '@/components/responsive-image'

export type Slide = {
  heading: string
  text?: string | null
  cta?: { label: string; href: string } | null
  image?: ImgAttributes | null
}

/** A transparent pixel: the `src` of a picture whose address waits in its data attributes. */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * The picture of a slide that is not shown first. A hidden lazy `<img>` in the first screen is
 * fetched at once all the same (hiding it does not take it out of the layout), beside the first
 * slide's picture, the page's largest paint. Its addresses wait in `data-src`, `data-srcset` and
 * `data-sizes` until the carousel's script starts (after `load`) and moves them in.
 */
function deferred({ src, srcSet, sizes, ...rest }: ImgAttributes) {
  return {
    ...rest,
    src: PLACEHOLDER,
    'data-src': src,
    'data-srcset': srcSet,
    'data-sizes': sizes,
    // the picture's own ratio, not the square pixel's: the slides share one grid cell, whose height it sets
    style: { aspectRatio: `${rest.width} / ${rest.height}` },
  }
}

/**
 * One slide's content, rendered on the server: the carousel island only shows, hides and rotates it.
 * `later`: a slide shown after the first, whose picture waits for the carousel's script.
 */
export function HeroSlide({ slide, later = false }: { slide: Slide; later?: boolean }) {
  return (
    <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pb-20 pt-6 md:grid-cols-2 md:gap-10 md:pb-20 md:pt-8">
      <div>
        <h2 className="text-4xl font-bold md:text-5xl">{slide.heading}</h2>
        {slide.text ? <p className="mt-5 text-lg text-white/85">{slide.text}</p> : null}
        {slide.cta ? (
          <Link
            href={slide.cta.href}
            className="mt-8 inline-flex min-h-11 items-center rounded bg-white px-6 font-semibold text-brand hover:bg-sand"
          >
            {slide.cta.label}
          </Link>
        ) : null}
      </div>
      {slide.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- attributes come from getImageProps on the server
        <img
          {...(later ? deferred(slide.image) : slide.image)}
          alt={slide.image.alt}
          decoding="async"
          className="h-auto w-full rounded"
        />
      ) : null}
    </div>
  )
}
