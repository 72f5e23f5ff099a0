import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSiteSearch, runSearch } from '@/content/search/run-search'
import { backfillSearchIndex, readSearchVersion, SearchSync } from '@/content/search/sync.server'
import { startCms, type TestCms } from './cms'

/** Site search against the real CMS: the index follows publish, unpublish and delete, never drafts. */
export function searchSuite(dialect: 'sqlite' | 'postgres'): void {
  describe(`site search on ${dialect}`, () => {
    let cms: TestCms
    let payload: Payload
    // two processes' indexes over one database
    let one: SearchSync
    let two: SearchSync

    const find = async (sync: SearchSync, q: string) => {
      const results = await runSearch(sync, parseSiteSearch({ q }), 'arden-hale')
      return results.items.map((i) => i.url)
    }

    beforeAll(async () => {
      cms = await startCms(dialect)
      payload = cms.payload
      one = new SearchSync(async () => payload)
      two = new SearchSync(async () => payload)
    })
    afterAll(async () => {
      await cms?.close()
    })

    it('starts empty with its counter in place', async () => {
      expect(await readSearchVersion(payload)).toBe(0)
      expect(await find(one, 'anything')).toEqual([])
    })

    it('finds a page as soon as it is published, in every instance, with prefix and typo', async () => {
      await payload.create({
        collection: 'industries',
        data: {
          title: 'Quantum Computing',
          slug: 'quantum-computing',
          summary: 'Leaders for the next computing platform.',
          subsectors: [{ title: 'Qubit Hardware', slug: 'qubit-hardware' }],
          _status: 'published',
        },
      })
      // the industry first, then its subsector, which names it
      const both = ['/expertise/industry/quantum-computing', '/expertise/industry/quantum-computing/qubit-hardware']
      expect(await find(one, 'quantum')).toEqual(both)
      expect(await find(two, 'quantm')).toEqual(both)
      expect(await find(two, 'quan')).toEqual(both)
      expect((await find(one, 'qubit'))[0]).toBe('/expertise/industry/quantum-computing/qubit-hardware')
    })

    it('never finds a draft, nor the draft edit of a published page', async () => {
      await payload.create({
        collection: 'functions',
        data: { title: 'Zebediah Governance', summary: 'Draft only.', _status: 'draft' },
        draft: true,
      })
      expect(await find(one, 'zebediah')).toEqual([])
      const [industry] = (
        await payload.find({ collection: 'industries', where: { slug: { equals: 'quantum-computing' } } })
      ).docs
      await payload.update({
        collection: 'industries',
        id: industry!.id,
        data: { title: 'Secretive Rename', _status: 'draft' },
        draft: true,
      })
      expect(await find(one, 'secretive')).toEqual([])
      expect((await find(two, 'quantum'))[0]).toBe('/expertise/industry/quantum-computing')
    })

    it('drops a page when it is unpublished, and again when it is deleted', async () => {
      const [industry] = (
        await payload.find({ collection: 'industries', where: { slug: { equals: 'quantum-computing' } } })
      ).docs
      await payload.update({ collection: 'industries', id: industry!.id, data: { _status: 'draft' } })
      expect(await find(one, 'quantum')).toEqual([])
      expect(await find(two, 'qubit')).toEqual([])

      const region = await payload.create({
        collection: 'regions',
        data: { title: 'Xanadu Region', slug: 'xanadu-region', _status: 'published' },
      })
      expect(await find(two, 'xanadu')).toEqual(['/region/xanadu-region'])
      await payload.delete({ collection: 'regions', id: region.id })
      expect(await find(one, 'xanadu')).toEqual([])
      expect(await find(two, 'xanadu')).toEqual([])
    })

    it('indexes content that existed before the index (backfill), once', async () => {
      await payload.create({
        collection: 'regions',
        data: { title: 'Yonder Lands', slug: 'yonder-lands', _status: 'published' },
        context: { skipSearchIndex: true },
      })
      expect(await find(one, 'yonder')).toEqual([])
      expect(await backfillSearchIndex(payload)).toBe(1)
      expect(await backfillSearchIndex(payload)).toBe(0)
      expect(await find(one, 'yonder')).toEqual(['/region/yonder-lands'])
      // a cold instance loads everything published, and nothing else
      const cold = new SearchSync(async () => payload)
      expect(await find(cold, 'yonder')).toEqual(['/region/yonder-lands'])
      expect(await find(cold, 'quantum')).toEqual([])
      expect(await find(cold, 'zebediah')).toEqual([])
    })

    it('treats quotes, operators and SQL in the query as plain words', async () => {
      for (const q of [`"yonder" OR 1=1`, `yonder'; DROP TABLE search_documents; --`, 'yonder*', '<b>yonder</b>']) {
        expect(await find(one, q), q).toEqual(['/region/yonder-lands'])
      }
      expect(await find(one, `' OR ''='`)).toEqual([])
    })
  })
}
