import Link from '@/components/link'
import { cardGridColumns, featuredCardClass } from '@/components/card-grid'
import { paths } from '@/features/content/paths'
import { populated } from '@/lib/relation'
import type { Consultant, Office } from '@/payload-types'

type ConsultantTeaser = Pick<Consultant, 'id' | 'name' | 'slug' | 'role'> & {
  office?: number | Pick<Office, 'id' | 'title' | 'city' | 'slug'> | null
}

/** Consultants as a compact linked list: name, role and the office they work from. */
export function ConsultantList({ consultants }: { consultants: ConsultantTeaser[] }) {
  return (
    <ul className={`grid gap-4 ${cardGridColumns(consultants.length)}`}>
      {consultants.map((c, i) => {
        const office = populated(c.office)
        return (
          <li key={c.id} className={`rounded-card border border-line p-4 ${featuredCardClass(consultants.length, i)}`}>
            <Link href={paths.consultant(c.slug)} className="font-semibold hover:text-brand-accent">
              {c.name}
            </Link>
            <p className="text-sm text-muted">{c.role}</p>
            {office ? <p className="mt-1 text-sm text-muted">{office.city}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
