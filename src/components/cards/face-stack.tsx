import Link from '@/components/link'
import type { Media } from '@/payload-types'
import { Portrait } from './portrait'

type Face = { id: number | string; name: string; photo?: number | Media | null }

const SIZE = {
  40: { box: 'w-10', sizes: '40px' },
  48: { box: 'w-12', sizes: '48px' },
} as const

/**
 * A few people as a row of small overlapping round portraits, each named by its alt text; with `href`,
 * each face links to that person's profile (a 48 px target, so use it only where the faces are the links).
 */
export function FaceStack<T extends Face>({
  people,
  label,
  href,
  size = 40,
  ring = 'ring-white',
}: {
  people: readonly T[]
  /** The list's accessible name ("Some of our Africa colleagues"). */
  label: string
  href?: (person: T) => string
  size?: keyof typeof SIZE
  /** The ring around each face: the colour of what it sits on. */
  ring?: 'ring-white' | 'ring-sand'
}) {
  if (!people.length) return null
  const { box, sizes } = SIZE[size]
  const face = (p: T) => <Portrait name={p.name} photo={p.photo} sizes={sizes} shape="square" />
  return (
    // each face overlaps the one before it; in a tile too narrow for the row the faces wrap (every row
    // starting at the tile's edge: the list's padding gives back the first face's overlap), never
    // running out of the tile and off a phone's screen
    <ul className="flex flex-wrap gap-y-2 pl-2" aria-label={label}>
      {people.map((p) =>
        href ? (
          <li key={p.id} className="-ml-2">
            <Link
              href={href(p)}
              className={`block ${box} overflow-hidden rounded-full ring-2 ${ring} hover:ring-brand-accent`}
            >
              {face(p)}
            </Link>
          </li>
        ) : (
          <li key={p.id} className={`-ml-2 block ${box} overflow-hidden rounded-full ring-2 ${ring}`}>
            {face(p)}
          </li>
        ),
      )}
    </ul>
  )
}
