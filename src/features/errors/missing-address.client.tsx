'use client'

import { usePathname } from 'next/navigation'
import { MissingAddressText } from './missing-address-text'

/**
 * Names the missing address on the 404 page (requirements §2, §8). Read in the browser so the 404 page,
 * which every route shares, stays static and does not turn every page dynamic.
 */
export function MissingAddress() {
  const path = usePathname() ?? '/'
  return <MissingAddressText path={path} />
}
