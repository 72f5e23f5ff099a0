import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

const notFound = () =>
  new Response(JSON.stringify({ errors: [{ message: 'Not Found' }] }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * An upload handler that answers 404 for a file that is not on disk (Payload's own local serving
 * answers 500 "Something went wrong." for it, to anyone) and otherwise lets Payload serve the file.
 * With S3 on it is removed (object-storage.ts): storage-s3's handler serves from the bucket.
 */
export function missingFileIsNotFound(dir: string): UploadHandler {
  const root = path.resolve(dir)
  // Payload's type wants Promise<Response> or Promise<void>; it serves the file itself for anything
  // that is not a Response
  return (_req, { params }) => notFoundUnlessOnDisk(root, params.filename) as Promise<Response>
}

async function notFoundUnlessOnDisk(root: string, filename: string): Promise<Response | undefined> {
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return notFound()
  try {
    return (await stat(file)).isFile() ? undefined : notFound()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return notFound()
    throw error
  }
}

/**
 * A private download is a file to save, never a page to render: the browser must not display it
 * inline or guess another type for it (a "PDF" holding HTML would otherwise run as this site).
 */
export function asAttachment({ headers }: { headers: Headers }): Headers {
  headers.set('content-disposition', 'attachment')
  headers.set('x-content-type-options', 'nosniff')
  headers.set('cache-control', 'private, no-store')
  return headers
}
