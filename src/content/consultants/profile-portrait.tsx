import { Portrait } from '@/components/cards/portrait'
import type { Media } from '@/payload-types'

/**
 * How wide the profile's portrait is drawn: 24rem from the tablet width up (the seeded portraits are 480 px wide,
 * so this stays sharp), 7.5rem beside the name on a phone.
 */
export const PROFILE_PORTRAIT_SIZES = '(min-width: 768px) 384px, 120px'

/**
 * A profile's portrait, large as the leading firms show their people beside the name and title from the
 * tablet width up; on a phone it fills the column it is given (beside the name), so the facts and the
 * way to contact the person stay on the first screen. The 4:5 frame holds its place before the picture arrives,
 * and it is fetched first: it is the page's largest paint.
 */
export function ProfilePortrait({ name, photo }: { name: string; photo?: number | Media | null }) {
  return (
    <div className="w-full overflow-hidden rounded-card bg-brand-tint shadow-sm md:w-96">
      <Portrait name={name} photo={photo} sizes={PROFILE_PORTRAIT_SIZES} priority />
    </div>
  )
}
