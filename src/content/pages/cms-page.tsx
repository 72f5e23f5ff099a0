import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageView, type PagePeople } from './page-view'
import { cmsPathFromUrl, isServablePagePath, isUnbrandedAlias, urlFromCmsPath } from '@/content/pages/page-paths'
import { getAllPagePaths, getPageByPath } from '@/content/pages/pages.server'
import { buildMetadata, notFoundMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import type { Media } from '@/payload-types'
import { populated } from '@/lib/relation'
import { isDraft } from '@/lib/cached-read'

type Props = { params: Promise<{ rest: string[] }> }

async function load(segments: string[]) {
  const site = siteConfig()
  if (isUnbrandedAlias(segments)) return null
  const path = cmsPathFromUrl(segments, site.brandSlug)
  if (!isServablePagePath(path)) return null
  const page = await getPageByPath(path, { draft: await isDraft() })
  return page ? { page, path, site } : null
}

async function generateStaticParams(): Promise<Array<{ rest: string[] }>> {
  const { brandSlug } = siteConfig()
  const paths = await getAllPagePaths()
  return paths.filter(isServablePagePath).map((p) => ({ rest: urlFromCmsPath(p, brandSlug).slice(1).split('/') }))
}

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { rest } = await params
  const found = await load(rest)
  if (!found) return notFoundMetadata(siteConfig())
  const { page, site } = found
  const image = populated<Media>(page.meta?.image)?.url
  const metadata = buildMetadata(site, {
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.intro,
    path: `/${rest.join('/')}`,
    image: image ? new URL(image, site.origin).toString() : null,
  })
  return found.path.includes('thank-you') ? { ...metadata, robots: { index: false } } : metadata
}

/** Block-built pages edited in the CMS, at the addresses of requirements §2; anything else is a 404. */
async function CmsPage({ params }: Props, people: CmsPageSlots['people']) {
  const { rest } = await params
  const found = await load(rest)
  if (!found) notFound()
  const { page, site } = found
  const segments = urlFromCmsPath(found.path, site.brandSlug).slice(1).split('/')
  const draft = await isDraft()
  const crumbs = await Promise.all(
    segments.slice(0, -1).map(async (_, i) => {
      const parentUrl = `/${segments.slice(0, i + 1).join('/')}`
      const parent = await getPageByPath(cmsPathFromUrl(segments.slice(0, i + 1), site.brandSlug), { draft })
      return { title: parent?.title ?? segments[i]!, link: parent ? parentUrl : undefined }
    }),
  )
  return <PageView page={page} crumbs={[...crumbs, { title: page.title }]} people={people?.(found.path)} />
}

/** What a higher module adds to CMS pages: the people row of a page, by its CMS path (none for most). */
export type CmsPageSlots = { people?: (cmsPath: string) => PagePeople | null }

/** The route of every CMS page: what its route file under src/app exports. */
export function cmsPageRoute({ people }: CmsPageSlots = {}) {
  return {
    generateStaticParams,
    generateMetadata,
    CmsPage: (props: Props) => CmsPage(props, people),
  }
}
