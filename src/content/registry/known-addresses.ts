import { answeredByCatchAll, shadowingRoute } from '@/content/registry/fixed-routes'

/** What `/api/v1/known-addresses` tells the proxy: the addresses the site answers, and its listings' page counts. */
export type KnownAddresses = {
  /** Published CMS pages, which the catch-all route shows. */
  pages: string[]
  /** Addresses of the routes that take parameters (a consultant, an office, an article…). */
  documents: string[]
  /** Pages of each listing that is paged with `?page=N`. */
  listings: Record<string, number>
}

export type AddressTable = {
  pages: ReadonlySet<string>
  documents: ReadonlySet<string>
  listings: ReadonlyMap<string, number>
}

export function addressTable(body: KnownAddresses): AddressTable {
  return {
    pages: new Set(body.pages),
    documents: new Set(body.documents),
    listings: new Map(Object.entries(body.listings)),
  }
}

/** The path as the routes see their parameters; a malformed escape stays as sent (and names nothing). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/**
 * Whether no route and no page answers this address, so the proxy sends it to the not-found page
 * before any route renders (docs/decisions/0007): an address only the catch-all could answer that is
 * no published page, a route's parameter that names nothing, or a listing page past its last.
 */
export function isMissing(table: AddressTable, pathname: string, page: number): boolean {
  const path = decodedPath(pathname)
  if (answeredByCatchAll(path)) return !table.pages.has(path)
  if (shadowingRoute(path)?.includes('[') && !table.documents.has(path)) return true
  const pages = table.listings.get(path)
  return pages !== undefined && page > pages
}
