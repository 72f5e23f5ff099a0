import Link from '@/components/link'
import { responsiveImage } from '@/components/responsive-image'
import { paths } from '@/features/content/paths'
import type { Consultant } from '@/payload-types'
import { monogram } from './monogram'

export type Leader = Pick<Consultant, 'id' | 'name' | 'slug' | 'role' | 'photo'>

/** Grid cells of 14rem on desktop, three or two abreast below. */
const PORTRAIT_SIZES = '(min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw'

/** A leader's portrait named for them, or their initials on the brand colour while none is uploaded. */
function Portrait({ leader }: { leader: Leader }) {
  const image = responsiveImage(leader.photo, { sizes: PORTRAIT_SIZES, fallbackWidth: 320, fallbackHeight: 320 })
  if (image)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's rules on the server
      <img {...image} alt={leader.name} decoding="async" className="aspect-square w-full rounded object-cover" />
    )
  return (
    <span
      role="img"
      aria-label={leader.name}
      className="flex aspect-square w-full items-center justify-center rounded bg-brand font-serif text-4xl text-white"
    >
      {monogram(leader.name)}
    </span>
  )
}

/** An office's consultants with their portraits, names linked to their profiles, and roles. */
export function OfficeLeaders({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3">
      {leaders.map((leader) => (
        <li key={leader.id}>
          <Portrait leader={leader} />
          <h3 className="mt-3 text-lg font-semibold">
            <Link href={paths.consultant(leader.slug)} className="hover:underline">
              {leader.name}
            </Link>
          </h3>
          <p className="text-sm text-muted">{leader.role}</p>
        </li>
      ))}
    </ul>
  )
}
