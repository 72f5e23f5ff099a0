import Link from '@/components/link'
import { paths } from '@/features/content/paths'
import type { Office } from '@/payload-types'

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

type OfficeCard = Pick<Office, 'id' | 'slug' | 'city' | 'country' | 'phone'> & { address?: string | null }

/** Offices as cards: city linked to the office page, country, optional address, phone. */
export function OfficeCards({ offices, showAddress = false }: { offices: OfficeCard[]; showAddress?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offices.map((o) => (
        <li key={o.id} className="rounded border border-black/10 p-6">
          <h3 className="text-lg font-semibold">
            <Link href={paths.office(o.slug)} className="hover:text-brand-accent">
              {o.city}
            </Link>
          </h3>
          <p className="text-sm text-muted">{o.country}</p>
          {showAddress && o.address ? (
            <address className="mt-2 whitespace-pre-line text-sm not-italic">{o.address}</address>
          ) : null}
          {o.phone ? (
            <p className="mt-2 text-sm">
              <a href={telHref(o.phone)}>{o.phone}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** An office's postal address and phone number, in an office page's aside (`small` beside a list of links). */
export function OfficeAddress({
  office,
  small = false,
}: {
  office: Pick<Office, 'address' | 'phone'>
  small?: boolean
}) {
  return (
    <>
      <address
        className={small ? 'mt-6 whitespace-pre-line text-sm not-italic' : 'mt-3 whitespace-pre-line not-italic'}
      >
        {office.address}
      </address>
      {office.phone ? (
        <p className={small ? 'mt-2 text-sm' : 'mt-3'}>
          <a href={telHref(office.phone)}>{office.phone}</a>
        </p>
      ) : null}
    </>
  )
}
