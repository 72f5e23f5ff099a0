import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { markLocalFileHook } from '@/content/shared/storage/object-storage'

const WRITTEN = 'cvFilesWritten'

/**
 * Writes a file under a temporary name, flushes it to disk and renames it into place, so a full
 * disk or a crash mid-write never leaves a truncated file under the real name; on any error the
 * temporary file is removed and the error is passed on.
 */
export async function writeFileAtomically(dir: string, filename: string, data: Uint8Array): Promise<string> {
  const target = path.join(dir, filename)
  if (path.dirname(target) !== path.resolve(dir)) throw new Error(`Invalid file name: ${filename}`)
  await mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${filename}.${randomUUID()}.partial`)
  let handle: FileHandle | undefined
  try {
    handle = await open(temp, 'wx', 0o600)
    await handle.writeFile(data)
    await handle.sync()
    await handle.close()
    handle = undefined
    await rename(temp, target)
    return target
  } catch (error) {
    await handle?.close().catch(() => undefined)
    await rm(temp, { force: true })
    throw error
  }
}

/**
 * The CV collection stores its files itself (Payload's local storage writes in place): the file is
 * written atomically before the row is inserted, and remembered on the request so a transaction
 * that fails afterwards can remove it again (see removeUncommittedCvFiles).
 */
export function storeCvFileHook(dir: string): CollectionBeforeChangeHook {
  // marked so object storage (src/content/shared/storage/object-storage.ts) can take the disk write's place
  return markLocalFileHook(async ({ data, req }) => {
    const file = req.file
    if (file?.data && typeof data.filename === 'string') {
      const written = await writeFileAtomically(path.resolve(dir), data.filename, file.data)
      const list = (req.context[WRITTEN] as string[] | undefined) ?? []
      req.context[WRITTEN] = [...list, written]
    }
    return data
  })
}

/** After a failed lead transaction: remove the CV files it wrote, unless a committed row names them. */
export async function removeUncommittedCvFiles(req: PayloadRequest): Promise<void> {
  const written = (req.context[WRITTEN] as string[] | undefined) ?? []
  for (const file of written) {
    const committed = await req.payload.db
      .findOne({ collection: 'cv-files', where: { filename: { equals: path.basename(file) } } })
      .catch(() => null)
    if (!committed) await rm(file, { force: true })
  }
  req.context[WRITTEN] = []
}
