import { Portrait } from '@/components/cards/portrait'
import type { PracticePerson } from './expertise.server'

/** A few of a practice's people as a row of small overlapping portraits, each named by its alt text. */
export function PracticeFaceStack({ title, people }: { title: string; people: readonly PracticePerson[] }) {
  if (!people.length) return null
  return (
    <ul className="flex shrink-0 -space-x-2" aria-label={`Some of our ${title} people`}>
      {people.map((p) => (
        <li key={p.id} className="block w-10 overflow-hidden rounded-full ring-2 ring-white">
          <Portrait name={p.name} photo={p.photo} sizes="40px" shape="square" />
        </li>
      ))}
    </ul>
  )
}
