'use client'

import { usePathname } from 'next/navigation'
import { notFoundMessage } from './not-found-message'

/**
 * Names the missing address on the 404 page (SPEC §2, §8). Read in the browser so the 404 page,
 * which every route shares, stays static and does not turn every page dynamic.
 */
export function MissingAddress() {
  const path = usePathname() ?? '/'
  return (
    <>
      <p>{notFoundMessage(path)}</p>
      <p>
        We could not find <code className="rounded bg-sand px-1 break-all">{path}</code>. It may have moved or never
        existed.
      </p>
    </>
  )
}
