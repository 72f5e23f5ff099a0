import { MAX_QUERY_LENGTH } from '@/features/search/query'
import { searchPaths } from './paths'

/**
 * The header's search field (behind its search button): a plain GET form to /search, so it works
 * before (and without) JavaScript. 16 px text, so a phone does not zoom in on it.
 */
export function SearchBox() {
  return (
    <form
      action={searchPaths.search}
      method="get"
      role="search"
      aria-label="Site"
      data-site-search
      className="flex items-center gap-2"
    >
      <label htmlFor="site-search-q" className="sr-only">
        Search the site
      </label>
      <input
        id="site-search-q"
        name="q"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search the site"
        autoComplete="off"
        className="h-12 min-w-0 flex-1 rounded border border-black/30 px-4 text-base placeholder:text-muted"
      />
      <button
        type="submit"
        className="h-12 shrink-0 rounded bg-brand px-5 text-sm font-semibold text-white hover:bg-brand/85"
      >
        Search
      </button>
    </form>
  )
}
