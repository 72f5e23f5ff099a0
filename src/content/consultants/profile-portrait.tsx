import { Portrait } from '@/components/cards/portrait'
import type { Media } from '@/payload-types'

/**
 * How wide the profile's portrait is drawn: 24rem beside the name and on every screen of 416 px or more (the seeded
 * portraits are 480 px wide, so this stays sharp), else the phone's full column.
 */
export const PROFILE_PORTRAIT_SIZES = '(min-width: 416px) 384px, calc(100vw - 32px)'

/**
 * A profile's portrait, large as the leading firms show their people: at the top of the page on a phone,
 * beside the name and title on wider screens. The 4:5 frame holds its place before the picture arrives,
 * and it is fetched first: it is the page's largest paint.
 */
export function ProfilePortrait({ name, photo }: { name: string; photo?: number | Media | null }) {
  return (
    <div className="w-full max-w-sm overflow-hidden rounded-card bg-brand-tint shadow-sm md:w-96">
      <Portrait name={name} photo={photo} sizes={PROFILE_PORTRAIT_SIZES} priority />
    </div>
  )
}
