import type { Config } from '@/payload-types'

/**
 * A cache tag is the slug of the collection or global the cached content comes from, so a new
 * collection brings its tag with it; the collection's hooks (`revalidateCollection`) invalidate it
 * when an editor changes a document.
 */
export type CacheTag = keyof Config['collections'] | keyof Config['globals']
