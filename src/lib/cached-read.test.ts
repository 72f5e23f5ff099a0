import { beforeEach, describe, expect, it, vi } from 'vitest'

// a stand-in for Next's data cache: one entry per key and serialized arguments
const store = new Map<string, unknown>()
const registered: { keyParts: string[]; tags: string[] }[] = []
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(
    fn: (...args: A) => Promise<R>,
    keyParts: string[],
    options: { tags: string[] },
  ) => {
    registered.push({ keyParts, tags: options.tags })
    return async (...args: A) => {
      const key = JSON.stringify([keyParts, args])
      if (!store.has(key)) store.set(key, await fn(...args))
      return store.get(key) as R
    }
  },
}))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
}))

const find = vi.fn(async (_options: Record<string, unknown>) => ({ docs: [{ id: 1, slug: 'north' }] }))
vi.mock('./payload.server', () => ({ payloadClient: async () => ({ find }) }))

const { cachedRead, findBySlug, previewableRead, PUBLISHED } = await import('./cached-read')

beforeEach(() => {
  store.clear()
  registered.length = 0
})

describe('cachedRead', () => {
  it('registers its key and a copy of its tags with the cache', async () => {
    const tags = ['regions', 'offices'] as const
    const read = cachedRead(async (slug: string) => slug.toUpperCase(), {
      key: 'region-by-slug',
      tags,
    })
    expect(registered).toEqual([{ keyParts: ['region-by-slug'], tags: ['regions', 'offices'] }])
    expect(registered[0]!.tags).not.toBe(tags)
    expect(await read('north')).toBe('NORTH')
  })

  it('runs the read once per arguments', async () => {
    const fn = vi.fn(async (page: number) => page * 2)
    const read = cachedRead(fn, { key: 'k', tags: ['pages'] })
    await read(1)
    await read(1)
    await read(2)
    expect(fn.mock.calls).toEqual([[1], [2]])
  })
})

describe('previewableRead', () => {
  const regionRead = () => {
    const fn = vi.fn(async (slug: string, { draft }: { draft: boolean }) => `${slug}:${draft ? 'draft' : 'published'}`)
    return {
      fn,
      read: previewableRead(fn, { key: 'region-by-slug', tags: ['regions'] }),
    }
  }

  it("a visitor's read goes through the cache, keyed by the arguments without the context", async () => {
    const { fn, read } = regionRead()
    expect(await read('north', { draft: false })).toBe('north:published')
    expect(await read('north', PUBLISHED)).toBe('north:published')
    expect(fn.mock.calls).toEqual([['north', PUBLISHED]])
    expect([...store.keys()]).toEqual([JSON.stringify([['region-by-slug'], ['north']])])
  })

  it('a draft read runs every time and never enters the cache', async () => {
    const { fn, read } = regionRead()
    expect(await read('north', { draft: true })).toBe('north:draft')
    expect(await read('north', { draft: true })).toBe('north:draft')
    expect(fn).toHaveBeenCalledTimes(2)
    expect(store.size).toBe(0)
  })

  it('a visitor after a preview gets the published result, not the draft', async () => {
    const { read } = regionRead()
    await read('north', { draft: true })
    expect(await read('north', PUBLISHED)).toBe('north:published')
  })
})

describe('findBySlug', () => {
  it("asks Payload for drafts with the editor's access in a preview, and for published documents otherwise", async () => {
    expect(await findBySlug('regions', 'north', { draft: true }, { depth: 0 })).toEqual({ id: 1, slug: 'north' })
    expect(find).toHaveBeenLastCalledWith({
      collection: 'regions',
      where: { slug: { equals: 'north' } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    await findBySlug('webinars', 'north', PUBLISHED, { depth: 2, populate: { consultants: { name: true } } })
    expect(find).toHaveBeenLastCalledWith(
      expect.objectContaining({ populate: { consultants: { name: true } }, draft: false, overrideAccess: false }),
    )
  })

  it('is null when no document has the slug', async () => {
    find.mockResolvedValueOnce({ docs: [] })
    expect(await findBySlug('regions', 'south', PUBLISHED, { depth: 0 })).toBeNull()
  })
})
