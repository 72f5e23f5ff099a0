import { responsiveImage } from '@/components/responsive-image'
import type { Media } from '@/payload-types'
import { initials } from './initials'

type Props = {
  /** The person's name: the picture's alt text, and the monogram's letters and accessible name. */
  name: string
  photo?: number | Media | null
  /** The `sizes` attribute: how wide the portrait is drawn at each viewport width. */
  sizes: string
  /** The page's largest paint (a profile's portrait): fetched first. */
  priority?: boolean
  className?: string
  /**
   * `tall`: the whole 4:5 picture (a profile). `square`: head and shoulders, cut from the picture's
   * upper part (the cards of a grid, so a row of people is not a wall of tall pictures).
   */
  shape?: 'tall' | 'square'
}

const SHAPE = {
  tall: { frame: 'aspect-[4/5]', position: 'object-top' },
  square: { frame: 'aspect-square', position: 'object-[50%_12%]' },
} as const

/**
 * A person's portrait in a fixed frame (4:5, or square on cards), so the layout never shifts while it loads. With no uploaded
 * photo it draws a monogram: the initials on a tile of the brand navy (`bg-brand`, one tone for everyone,
 * so every fallback reads as one design) with a fine rule, never an empty silhouette.
 */
export function Portrait({ name, photo, sizes, priority, className = '', shape = 'tall' }: Props) {
  const img = responsiveImage(photo, { sizes, priority, fallbackWidth: 480, fallbackHeight: 600 })
  const frame = `relative block ${SHAPE[shape].frame} w-full overflow-hidden ${className}`
  if (img) {
    // the frame takes the portraits' pale backdrop tone, so no sub-pixel gap at an edge shows another colour
    return (
      <span data-portrait="" className={`${frame} bg-brand-tint`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's getImageProps */}
        <img
          {...img}
          alt={name}
          className={`absolute inset-0 block h-full w-full object-cover ${SHAPE[shape].position}`}
        />
      </span>
    )
  }
  return (
    <span
      role="img"
      aria-label={name}
      data-monogram=""
      className={`${frame} bg-brand @container flex items-center justify-center`}
    >
      <span aria-hidden="true" className="absolute inset-3 rounded-sm border border-white/20" />
      <span aria-hidden="true" className="font-serif text-[30cqw] font-bold leading-none tracking-wide text-white">
        {initials(name)}
      </span>
    </span>
  )
}
