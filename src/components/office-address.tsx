import { TOUCH_INLINE } from '@/components/touch-target'
import { telHref } from '@/lib/tel-href'
import type { Office } from '@/payload-types'

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
          <a href={telHref(office.phone)} className={TOUCH_INLINE}>
            {office.phone}
          </a>
        </p>
      ) : null}
    </>
  )
}
