import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeChangeHook, CollectionConfig, Plugin } from 'payload'
import type { ServerEnv } from '@/lib/env'

type StorageEnv = Pick<
  ServerEnv,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>

/** The upload collections whose files go to the bucket when S3_BUCKET is set. */
export const STORED_COLLECTIONS = ['media', 'cv-files'] as const
type StoredCollection = (typeof STORED_COLLECTIONS)[number]

/** Where uploaded files live when several instances share them (S3_BUCKET set); unset means local disk. */
export type S3Settings = { bucket: string; prefix: string; config: S3ClientConfig; client: S3Client }

const clients = new Map<string, S3Client>()

export function s3Settings(env: StorageEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  const config: S3ClientConfig = {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    // without explicit keys the SDK's default chain applies (instance role, AWS_* variables)
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
  const id = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_FORCE_PATH_STYLE].join('|')
  let client = clients.get(id)
  if (!client) {
    client = new S3Client(config)
    clients.set(id, client)
  }
  return { bucket: env.S3_BUCKET, prefix: env.S3_PREFIX.replace(/^\/+|\/+$/g, ''), config, client }
}

/** A collection's folder in the bucket: `{S3_PREFIX/}{collection}`. */
export const collectionPrefix = (s3: Pick<S3Settings, 'prefix'> | undefined, collection: string): string =>
  [s3?.prefix, collection].filter(Boolean).join('/')

/** Object key of one stored file; the filename never leaves its folder. */
export const objectKey = (s3: S3Settings, collection: string, filename: string): string =>
  `${collectionPrefix(s3, collection)}/${path.basename(filename)}`

/**
 * @payloadcms/storage-s3 for media and CVs. Files are served through Payload's file route after
 * the collection's read access (no public ACL, no signed links: a CV reaches signed-in editors
 * only), with the collection's own response headers (a CV stays an attachment). The `prefix` and
 * `_objectKey` columns it adds exist whether or not S3 is on (alwaysInsertFields), so one schema
 * and one migration set serve both.
 */
export function objectStoragePlugin(env: StorageEnv): Plugin {
  const s3 = s3Settings(env)
  const collections = Object.fromEntries(
    STORED_COLLECTIONS.map((slug) => [
      slug,
      {
        prefix: collectionPrefix(s3, slug),
        // Payload's own root-relative file URL: the plugin's default appends `?prefix=`, and Next's
        // image optimizer refuses a local image whose URL has a query (Next 16 localPatterns)
        generateFileURL: ({ filename }: { filename: string }) => `/api/${slug}/file/${encodeURIComponent(filename)}`,
      },
    ]),
  ) as Record<StoredCollection, { prefix: string; generateFileURL: (args: { filename: string }) => string }>
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3?.config ?? {},
    collections,
  })
}

const LOCAL_FILE_HOOK = Symbol.for('arden-hale.writesLocalFile')

/** Marks a hook that writes an upload to local disk: object storage removes it. */
export function markLocalFileHook<T extends CollectionBeforeChangeHook>(hook: T): T {
  return Object.assign(hook, { [LOCAL_FILE_HOOK]: true })
}

const writesLocalFile = (hook: CollectionBeforeChangeHook) =>
  (hook as CollectionBeforeChangeHook & { [LOCAL_FILE_HOOK]?: boolean })[LOCAL_FILE_HOOK] === true

/**
 * With S3 on, an upload collection's own disk work goes: the hooks that write its files to disk and
 * its handlers, which look on disk (storage-s3 adds its handler after them, so a disk handler's 404
 * would answer first).
 */
export function withoutLocalFiles(collection: CollectionConfig, s3: S3Settings | undefined): CollectionConfig {
  if (!s3 || typeof collection.upload !== 'object') return collection
  return {
    ...collection,
    upload: { ...collection.upload, handlers: [] },
    hooks: {
      ...collection.hooks,
      beforeChange: (collection.hooks?.beforeChange ?? []).filter((h) => !writesLocalFile(h)),
    },
  }
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
