import Link from '@/components/link'
import type { ImgAttributes } from '@/components/responsive-image'

export type Slide = {
  heading: string
  text?: string | null
  cta?: { label: string; href: string } | null
  image?: ImgAttributes | null
}

/** One slide's content, rendered on the server: the carousel island only shows, hides and rotates it. */
export function HeroSlide({ slide }: { slide: Slide }) {
  return (
    <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pb-24 pt-6 md:grid-cols-2 md:gap-10 md:pb-28 md:pt-8">
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
        <img {...slide.image} alt={slide.image.alt} decoding="async" className="h-auto w-full rounded" />
      ) : null}
    </div>
  )
}
