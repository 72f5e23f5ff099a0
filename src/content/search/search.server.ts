import 'server-only'
import { payloadClient } from '@/lib/payload.server'
import { siteConfig } from '@/lib/site-config'
import { runSearch, type SearchResults, type SiteSearchRequest } from './run-search'
import { sharedSearchSync } from './sync.server'
import type { SearchType } from './search-types'

/** Site search for the /search page: this process's index, refreshed from the database first. */
export function searchSite(request: SiteSearchRequest): Promise<SearchResults> {
  return runSearch(sharedSearchSync(payloadClient), request, siteConfig().brandSlug)
}

export type Suggestion = { title: string; url: string }

/** A few pages worth offering when there is nothing (or nothing found) to show. */
export async function searchSuggestions(): Promise<Record<'industries' | 'functions' | 'offices', Suggestion[]>> {
  const sync = sharedSearchSync(payloadClient)
  await sync.refresh()
  const pick = (type: SearchType, limit: number) =>
    sync.index
      .list(type)
      .filter((e) => e.key === e.source)
      .sort((a, b) => a.title.localeCompare(b.title))
      .slice(0, limit)
      .map((e) => ({ title: e.title, url: e.url }))
  return { industries: pick('industries', 6), functions: pick('functions', 6), offices: pick('offices', 6) }
}
