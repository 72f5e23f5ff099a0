import { configToSchema } from '@payloadcms/graphql'
import { graphql, specifiedRules, validate, parse } from 'graphql'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, SEED_COUNTS } from '@/cms/seed'
import { ADMIN_CREDENTIALS } from '@/cms/seed/credentials'
import { FUNCTIONS, INDUSTRIES } from '@/cms/seed/data/expertise'
import { SEO_DESCRIPTION, SEO_TITLE } from '@/cms/seed/meta'
import { PREVIEWABLE_COLLECTIONS } from '@/content/registry/modules'
import { getExpertise } from '@/content/expertise/expertise.server'
import { populated } from '@/lib/relation'
import { PDF_BYTES } from './bodies'
import { startCms, type TestCms } from './cms'

type CollectionSlug = Parameters<Payload['count']>[0]['collection']

async function countAll(payload: Payload): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const slug of Object.keys(SEED_COUNTS) as CollectionSlug[]) {
    out[slug] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
  }
  return out
}

async function runGraphql(payload: Payload, source: string, variables?: Record<string, unknown>) {
  const { schema, validationRules } = configToSchema(payload.config)
  const document = parse(source)
  const rules = [...specifiedRules, ...validationRules({ schema, document, variableValues: variables } as never)]
  const errors = validate(schema, document, rules)
  if (errors.length > 0) return { errors }
  const req = await createLocalReq({}, payload)
  return graphql({ schema, source, variableValues: variables, contextValue: { req, headers: {} } })
}

/** The platform's integration checks, run once per database dialect. */
export function cmsSuite(dialect: 'sqlite' | 'postgres'): void {
  describe(`CMS on ${dialect}`, () => {
    let cms: TestCms

    beforeAll(async () => {
      cms = await startCms(dialect)
    })
    afterAll(async () => {
      await cms?.close()
    })

    it('applies the committed migrations to an empty database', async () => {
      const status = await cms.payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
      expect(status.docs.length).toBeGreaterThanOrEqual(1)
      expect(status.docs.every((d) => d.batch !== null)).toBe(true)
      expect((await cms.payload.count({ collection: 'pages' })).totalDocs).toBe(0)
    })

    it('seeds the demo content and seeding twice changes nothing', async () => {
      const first = await seed(cms.payload)
      expect(first.created).toBeGreaterThan(0)
      const afterFirst = await countAll(cms.payload)
      for (const [slug, min] of Object.entries(SEED_COUNTS)) {
        expect(afterFirst[slug], slug).toBeGreaterThanOrEqual(min as number)
      }
      const second = await seed(cms.payload)
      expect(second.created).toBe(0)
      expect(await countAll(cms.payload)).toEqual(afterFirst)
      // a seed draws and encodes every demo picture: on a busy 2-core machine one seed took 134 s
    }, 400_000)

    it('gives every seeded document with a page its SEO title and description, within the panel ranges', async () => {
      let checked = 0
      for (const collection of PREVIEWABLE_COLLECTIONS) {
        const { docs } = await cms.payload.find({
          collection,
          overrideAccess: true,
          draft: true,
          depth: 0,
          pagination: false,
          limit: 0,
        })
        expect(docs.length, collection).toBeGreaterThan(0)
        for (const doc of docs as Array<{
          id: number
          meta?: { title?: string | null; description?: string | null }
        }>) {
          const where = `${collection} ${doc.id}`
          const title = doc.meta?.title ?? ''
          const description = doc.meta?.description ?? ''
          expect(title.length, `${where} title "${title}"`).toBeGreaterThanOrEqual(SEO_TITLE.min)
          expect(title.length, `${where} title "${title}"`).toBeLessThanOrEqual(SEO_TITLE.max)
          expect(description.length, `${where} description "${description}"`).toBeGreaterThanOrEqual(
            SEO_DESCRIPTION.min,
          )
          expect(description.length, `${where} description "${description}"`).toBeLessThanOrEqual(SEO_DESCRIPTION.max)
          checked += 1
        }
      }
      expect(checked).toBeGreaterThanOrEqual(SEED_COUNTS.pages + SEED_COUNTS.insights + SEED_COUNTS.consultants)
    })

    it('gives a seeded industry’s and function’s subsectors pictures of their own, populated by the read their pages use', async () => {
      for (const [kind, area] of [
        ['industry', INDUSTRIES[0]!],
        ['functions', FUNCTIONS[0]!],
      ] as const) {
        // a preview's read: the same query (depth 1) as a visitor's, without Next's cache
        const data = await getExpertise(kind, area.slug, { draft: true })
        const parent = populated(data?.area.image)
        expect(parent?.id, area.slug).toBeDefined()
        const subsectors = data?.area.subsectors ?? []
        expect(subsectors.map((s) => s.slug)).toEqual(area.subsectors.map((s) => s.slug))
        const ids = subsectors.map((sub) => {
          const image = populated(sub.image)
          expect(image?.alt?.startsWith(`Illustration for our ${sub.title} work: `), image?.alt ?? sub.slug).toBe(true)
          expect(image?.url, sub.slug).toMatch(/\.jpg$/)
          return image?.id
        })
        expect(new Set([parent?.id, ...ids]).size, area.slug).toBe(subsectors.length + 1)
      }
    })

    it('seeds every fixed page and the old article redirect', async () => {
      const redirect = await cms.payload.find({
        collection: 'redirects',
        where: { from: { equals: '/blog/top-15-questions-for-ceos-to-ask-their-executive-search-partner' } },
      })
      expect(redirect.docs[0]?.to).toBe('/insights/top-15-questions-for-ceos-to-ask-their-executive-search-partner')
      const athens = await cms.payload.find({
        collection: 'offices',
        where: { slug: { equals: 'executive-search-firm-in-athens-greece' } },
      })
      expect(athens.docs).toHaveLength(1)
      const fr = await cms.payload.count({ collection: 'services', where: { language: { equals: 'fr' } } })
      expect(fr.totalDocs).toBe(5)
      const editor = await cms.payload.login({
        collection: 'users',
        data: { email: ADMIN_CREDENTIALS.email, password: ADMIN_CREDENTIALS.password },
      })
      expect(editor.token).toBeTruthy()
    })

    it('answers the spec offices query with all four fields', async () => {
      const result = await runGraphql(cms.payload, '{ offices(first: 3) { nodes { id officeId title slug } } }')
      expect(result.errors).toBeUndefined()
      const nodes = (result.data as { offices: { nodes: Array<Record<string, unknown>> } }).offices.nodes
      expect(nodes).toHaveLength(3)
      for (const n of nodes) {
        expect(typeof n.id).toBe('string')
        expect(Number.isInteger(n.officeId)).toBe(true)
        expect(typeof n.title).toBe('string')
        expect(n.slug).toMatch(/^[a-z0-9-]+$/)
      }
    })

    it('caps the offices query at 10000', async () => {
      const { payload } = cms
      const region = (await payload.find({ collection: 'regions', limit: 1 })).docs[0]!
      const table = payload.db.tables.offices
      const now = new Date().toISOString()
      const base = 100_000
      for (let start = 0; start < 10_050; start += 250) {
        const rows = Array.from({ length: Math.min(250, 10_050 - start) }, (_, i) => {
          const n = base + start + i
          return {
            title: `Bulk office ${n}`,
            slug: `bulk-office-${n}`,
            officeId: n,
            region: region.id,
            city: 'Bulk',
            country: 'Nowhere',
            address: '1 Test Street',
            _status: 'published',
            updatedAt: now,
            createdAt: now,
          }
        })
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drizzle's table type differs per dialect
        await (payload.db.drizzle as any).insert(table).values(rows)
      }
      const result = await runGraphql(payload, 'query($n: Int) { offices(first: $n) { nodes { id } } }', { n: 20_000 })
      expect(result.errors).toBeUndefined()
      expect((result.data as { offices: { nodes: unknown[] } }).offices.nodes).toHaveLength(10_000)
      const bad = await runGraphql(payload, '{ offices(first: 0) { nodes { id } } }')
      expect(bad.errors?.[0]?.message).toMatch(/positive integer/)
    })

    it('hides drafts from visitors and shows them to editors', async () => {
      const { payload } = cms
      const anonymous = await payload.find({
        collection: 'insights',
        where: { slug: { equals: 'draft-insight-preview' } },
        overrideAccess: false,
        draft: false,
      })
      expect(anonymous.docs).toHaveLength(0)
      const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
      const asEditor = await payload.find({
        collection: 'insights',
        where: { slug: { equals: 'draft-insight-preview' } },
        overrideAccess: false,
        user,
        draft: true,
      })
      expect(asEditor.docs).toHaveLength(1)
    })

    it('never lets visitors read CV files or leads', async () => {
      const { payload } = cms
      const pdf = PDF_BYTES
      const cv = await payload.create({
        collection: 'cv-files',
        data: { detectedType: 'pdf' },
        file: { data: pdf, mimetype: 'application/pdf', name: 'cv.pdf', size: pdf.length },
        overrideAccess: true,
      })
      await expect(payload.findByID({ collection: 'cv-files', id: cv.id, overrideAccess: false })).rejects.toThrow()
      const list = await payload.find({ collection: 'cv-files', overrideAccess: false }).catch(() => null)
      expect(list === null || list.docs.length === 0).toBe(true)
      await expect(
        payload.create({
          collection: 'cv-files',
          data: {},
          file: { data: pdf, mimetype: 'application/pdf', name: 'x.pdf', size: pdf.length },
          overrideAccess: false,
        }),
      ).rejects.toThrow()
      await expect(payload.find({ collection: 'form-submissions', overrideAccess: false })).rejects.toThrow()
      const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
      const asEditor = await payload.findByID({ collection: 'cv-files', id: cv.id, overrideAccess: false, user })
      expect(asEditor.filename).toMatch(/cv/)
    })

    it('refuses a redirect that would loop', async () => {
      await expect(
        cms.payload.create({
          collection: 'redirects',
          data: {
            from: '/insights/top-15-questions-for-ceos-to-ask-their-executive-search-partner',
            to: '/blog/top-15-questions-for-ceos-to-ask-their-executive-search-partner',
          },
        }),
      ).rejects.toThrow(/loop/)
    })

    it('refuses a page at an address one of the site’s own routes answers, and stores nothing', async () => {
      const before = (await cms.payload.count({ collection: 'pages' })).totalDocs
      for (const [path, route] of [
        ['insights-page', '/insights-page'],
        ['services/interim-leaders', '/services/[service]'],
      ] as const) {
        const error = await cms.payload
          .create({ collection: 'pages', data: { title: 'Shadowed', path, _status: 'published' } })
          .then(
            () => null,
            (e: unknown) => e as { data?: { errors?: Array<{ path?: string; message?: string }> } },
          )
        const field = error?.data?.errors?.find((e) => e.path === 'path')
        expect(field?.message, path).toContain(`answered by the site's own page ${route}`)
      }
      expect((await cms.payload.count({ collection: 'pages' })).totalDocs).toBe(before)
      const ok = await cms.payload.create({
        collection: 'pages',
        data: { title: 'Interim FAQ', path: 'contact-us/interim-faq', _status: 'published' },
      })
      expect(ok.path).toBe('contact-us/interim-faq')
      await cms.payload.delete({ collection: 'pages', id: ok.id })
    })
  })
}
