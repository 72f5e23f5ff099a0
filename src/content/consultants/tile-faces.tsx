import { FaceStack } from '@/components/cards/face-stack'
import type { Consultant } from '@/payload-types'
import { consultantPaths } from './paths'

/**
 * The faces a closing tile leads with (an office's region team, the office's other people, the next of
 * each region): 48 px, each linked to the person's profile, ringed in the tile's sand. Nothing for fewer than two.
 */
export function ClosingTileFaces({
  people,
  label,
}: {
  people: ReadonlyArray<Pick<Consultant, 'id' | 'name' | 'slug' | 'photo'>>
  label: string
}) {
  // one face alone reads as a stray avatar beside the named cards, not as a team
  if (people.length < 2) return null
  return (
    <div className="mt-3">
      <FaceStack
        people={people}
        label={label}
        href={(p) => consultantPaths.consultant(p.slug)}
        size={48}
        ring="ring-sand"
      />
    </div>
  )
}
