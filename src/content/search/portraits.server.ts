import 'server-only'
import { cachedRead } from '@/lib/cached-read'
import { payloadClient } from '@/lib/payload.server'
import type { Media } from '@/payload-types'
import type { SearchResultItem } from './run-search'

/** The consultant id of a result's key ("consultants:12"), or null for any other result. */
export function consultantIdOf(item: Pick<SearchResultItem, 'key' | 'type'>): number | null {
  if (item.type !== 'consultants') return null
  const id = Number(item.key.split(':')[1])
  return Number.isInteger(id) ? id : null
}

const photosOf = cachedRead(
  async (ids: number[]) => {
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'consultants',
      where: { id: { in: ids } },
      depth: 1,
      limit: ids.length,
      overrideAccess: false,
      select: { photo: true },
    })
    return found.docs.map((d) => [d.id, typeof d.photo === 'object' ? d.photo : null] as const)
  },
  { key: 'search-consultant-photos', tags: ['consultants', 'media'] },
)

/** Portraits of the consultants among a page of results, by result key (null: draw the monogram). */
export async function resultPortraits(items: SearchResultItem[]): Promise<Map<string, Media | null>> {
  const ids = items.map(consultantIdOf).filter((id): id is number => id !== null)
  if (!ids.length) return new Map()
  const photos = new Map(await photosOf(ids.sort((a, b) => a - b)))
  return new Map(
    items.flatMap((item) => {
      const id = consultantIdOf(item)
      return id === null ? [] : [[item.key, photos.get(id) ?? null] as const]
    }),
  )
}
