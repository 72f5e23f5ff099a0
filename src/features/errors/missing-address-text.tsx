import { notFoundMessage } from './not-found-message'

/** The missing address (SPEC §2, §8) in words: "Page not found: {path}" and where it was looked for. */
export function MissingAddressText({ path }: { path: string }) {
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
