import { notFoundMessage } from './not-found-message'

/** The missing address (requirements §2, §8): "Page not found: {path}", said once, and why it may be missing. */
export function MissingAddressText({ path }: { path: string }) {
  return (
    <>
      <p className="break-all">{notFoundMessage(path)}</p>
      <p>The page may have moved, or the address may be mistyped.</p>
    </>
  )
}
