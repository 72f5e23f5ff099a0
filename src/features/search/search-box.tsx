import { MAX_QUERY_LENGTH } from './query'
import { paths } from '@/features/content/paths'

/** The header's search: a plain GET form to /search, so it works before (and without) JavaScript. */
export function SearchBox() {
  return (
    <form
      action={paths.search}
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
        placeholder="Search"
        autoComplete="off"
        className="min-h-11 w-40 rounded border border-black/30 px-3 text-sm"
      />
      <button
        type="submit"
        className="min-h-11 rounded border border-brand px-3 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
      >
        Search
      </button>
    </form>
  )
}
