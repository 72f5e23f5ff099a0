import type { Metadata } from 'next'
import type React from 'react'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import { CLOSING, Hero, RenderBlocks, type FormContext, type PageBlock } from './blocks/render-blocks'
import { getPageByPath } from '@/content/pages/pages.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Page } from '@/payload-types'
import { isDraft } from '@/lib/cached-read'

/**
 * An index page edited in the CMS with a data listing inside it: breadcrumb, the page's leading hero
 * (or title and intro) as header, its opening blocks, the listing, then its closing blocks.
 */
export function CmsIndex({
  page,
  crumbs,
  form,
  children,
}: {
  page: Page
  crumbs: Crumb[]
  form?: FormContext
  children: React.ReactNode
}) {
  const site = siteConfig()
  const blocks = (page.layout ?? []) as PageBlock[]
  const first = blocks[0]
  const leadingHero = first?.blockType === 'hero' ? first : null
  const body = leadingHero ? blocks.slice(1) : blocks
  const split = body.findIndex((b) => CLOSING.has(b.blockType))
  const opening = split === -1 ? body : body.slice(0, split)
  const closing = split === -1 ? [] : body.slice(split)
  return (
    <article>
      <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={crumbs} />
      {leadingHero ? (
        <>
          <Hero block={leadingHero} />
          {/* one lede: the hero's subheading, else the page's intro */}
          {page.intro && !leadingHero.subheading ? (
            <p className="reading pt-10 text-lg text-muted">{page.intro}</p>
          ) : null}
        </>
      ) : (
        <header className="reading pb-4 pt-10">
          <h1 className="text-4xl font-bold">{page.title}</h1>
          {page.intro ? <p className="mt-4 text-lg text-muted">{page.intro}</p> : null}
        </header>
      )}
      <RenderBlocks blocks={opening} form={form} />
      {children}
      <RenderBlocks blocks={closing} form={form} />
    </article>
  )
}

/** The CMS page of an index route, or a bare one titled `title` while editors have not created it. */
async function indexPage(path: string, title: string): Promise<Page> {
  return (
    (await getPageByPath(path, { draft: await isDraft() })) ?? {
      id: 0,
      title,
      path,
      layout: [],
      updatedAt: '',
      createdAt: '',
    }
  )
}

/** Head tags of an index route from its CMS page. */
function indexMetadata(page: Page, path: string): Metadata {
  return buildMetadata(siteConfig(), {
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.intro,
    path,
  })
}

/**
 * An index route: the CMS page at `path` (titled `title` until editors create it) around a listing
 * of `load`'s data, answering at `url`; its breadcrumb leads through `parents` to the page's title.
 */
export function cmsIndexRoute<T>({
  path,
  title,
  url,
  parents = [],
  load,
  listing,
}: {
  path: string
  title: string
  url: string
  parents?: Crumb[]
  load: () => Promise<T>
  listing: (data: T) => React.ReactNode
}) {
  async function generateMetadata(): Promise<Metadata> {
    return indexMetadata(await indexPage(path, title), url)
  }

  async function IndexPage() {
    const [page, data] = await Promise.all([indexPage(path, title), load()])
    return (
      <CmsIndex page={page} crumbs={[...parents, { title: page.title }]}>
        {listing(data)}
      </CmsIndex>
    )
  }

  return { generateMetadata, IndexPage }
}
