import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'
import type { ServerEnv } from '@/lib/env'

/** Where uploaded files live when several instances share them (S3_BUCKET set); unset means local disk. */
export type S3Settings = {
  bucket: string
  prefix: string
  client: S3Client
}

const clients = new Map<string, S3Client>()

export function s3Settings(env: ServerEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  const id = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_FORCE_PATH_STYLE].join('|')
  let client = clients.get(id)
  if (!client) {
    client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      // without explicit keys the SDK's default chain applies (instance role, AWS_* variables)
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    })
    clients.set(id, client)
  }
  return { bucket: env.S3_BUCKET, prefix: env.S3_PREFIX.replace(/^\/+|\/+$/g, ''), client }
}

const LOCAL_FILE_HOOK = Symbol.for('arden-hale.writesLocalFile')

/** Marks a hook that writes an upload to local disk: object storage replaces it. */
export function markLocalFileHook<T extends CollectionBeforeChangeHook>(hook: T): T {
  return Object.assign(hook, { [LOCAL_FILE_HOOK]: true })
}

const writesLocalFile = (hook: CollectionBeforeChangeHook) =>
  (hook as CollectionBeforeChangeHook & { [LOCAL_FILE_HOOK]?: boolean })[LOCAL_FILE_HOOK] === true

/** Object key of one stored file: `{prefix/}{collection}/{filename}`; the filename never leaves its folder. */
export function objectKey(s3: S3Settings, collection: string, filename: string): string {
  return [s3.prefix, collection, path.basename(filename)].filter(Boolean).join('/')
}

type UploadedSize = { filename?: string | null }
type StoredDoc = { filename?: string | null; sizes?: Record<string, UploadedSize | undefined> | null }

/** Every file Payload produced for this change: the original and any resized image. */
function incomingFiles(
  data: StoredDoc,
  req: PayloadRequest,
): Array<{ filename: string; buffer: Buffer; mimeType: string }> {
  const files: Array<{ filename: string; buffer: Buffer; mimeType: string }> = []
  if (req.file?.data && data.filename) {
    files.push({ filename: data.filename, buffer: req.file.data, mimeType: req.file.mimetype })
  }
  for (const [name, resized] of Object.entries(req.payloadUploadSizes ?? {})) {
    const filename = data.sizes?.[name]?.filename
    if (filename && resized)
      files.push({ filename, buffer: resized, mimeType: req.file?.mimetype ?? 'application/octet-stream' })
  }
  return files
}

function storedFilenames(doc: StoredDoc): string[] {
  const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((s) => s?.filename)]
  return names.filter((n): n is string => Boolean(n))
}

/**
 * Puts an upload collection's files in the bucket instead of on disk. Payload still checks the
 * collection's read access before the file handler runs, so private CVs stay private.
 * (A file whose database transaction later rolls back stays behind as an orphan object.)
 */
export function withObjectStorage(collection: CollectionConfig, s3: S3Settings | undefined): CollectionConfig {
  if (!s3 || !collection.upload) return collection
  const slug = collection.slug
  const upload = typeof collection.upload === 'object' ? collection.upload : {}

  const putFiles: CollectionBeforeChangeHook = async ({ data, req }) => {
    for (const file of incomingFiles(data as StoredDoc, req)) {
      await s3.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: objectKey(s3, slug, file.filename),
          Body: file.buffer,
          ContentType: file.mimeType,
        }),
      )
    }
    return data
  }

  const deleteFiles: CollectionAfterDeleteHook = async ({ doc }) => {
    for (const filename of storedFilenames(doc as StoredDoc)) {
      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(s3, slug, filename) }))
    }
    return doc
  }

  const serveFile = async (_req: PayloadRequest, { params }: { params: { filename: string } }) => {
    try {
      const object = await s3.client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(s3, slug, params.filename) }),
      )
      const headers = new Headers()
      if (object.ContentType) headers.set('content-type', object.ContentType)
      if (object.ContentLength !== undefined) headers.set('content-length', String(object.ContentLength))
      if (object.ETag) headers.set('etag', object.ETag)
      const sent = upload.modifyResponseHeaders?.({ headers }) ?? headers
      return new Response(object.Body?.transformToWebStream() ?? null, { status: 200, headers: sent })
    } catch (error) {
      if (isMissing(error)) return new Response('Not found', { status: 404 })
      throw error
    }
  }

  return {
    ...collection,
    // the collection's own handlers look at local disk: the bucket's replaces them
    upload: { ...upload, disableLocalStorage: true, handlers: [serveFile] },
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []).filter((h) => !writesLocalFile(h)), putFiles],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), deleteFiles],
    },
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/** The bytes of a stored upload, wherever it lives (the lead e-mail attaches the CV with this). */
export async function readStoredFile(
  s3: S3Settings | undefined,
  collection: string,
  localDir: string,
  filename: string,
): Promise<Buffer> {
  if (!s3) return readFile(path.join(localDir, path.basename(filename)))
  const object = await s3.client.send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(s3, collection, filename) }),
  )
  if (!object.Body) throw new Error(`Stored file ${collection}/${filename} is empty.`)
  return Buffer.from(await object.Body.transformToByteArray())
}
