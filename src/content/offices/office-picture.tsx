import { responsiveImage } from '@/components/responsive-image'
import type { Media } from '@/payload-types'

/** Half the header from 768 px, as every hero's picture. */
const SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'

/**
 * An office's own picture beside the heading of its pages (the office and its service pages): the
 * header's largest paint, in the 16:9 frame of every hero (a wide band on a phone: `hero-picture`), so nothing moves while it loads.
 */
export function OfficePicture({ image }: { image: number | Media | null | undefined }) {
  const img = responsiveImage(image, { sizes: SIZES, priority: true, fallbackWidth: 1280, fallbackHeight: 720 })
  if (!img) return null
  return (
    <span className="hero-picture relative block overflow-hidden rounded md:aspect-video">
      {/* eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's getImageProps */}
      <img {...img} alt={img.alt} className="absolute inset-0 h-full w-full object-cover" />
    </span>
  )
}
