import type { Metadata } from 'next'
import Link from '@/components/link'
import { OfficeCards } from '@/components/office-cards'
import { CmsIndex, indexMetadata, indexPage } from '@/features/content/cms-index'
import { getOfficesByRegion } from '@/features/content/offices-list.server'
import { StaticHtml } from '@/components/static-html'
import { paths } from '@/features/content/paths'

const PATH = 'international-locations'

export async function generateMetadata(): Promise<Metadata> {
  return indexMetadata(await indexPage(PATH, 'International locations'), `/${PATH}`)
}

/** /international-locations: the CMS page with every office under its region. */
export default async function InternationalLocationsPage() {
  const [page, groups] = await Promise.all([indexPage(PATH, 'International locations'), getOfficesByRegion()])
  return (
    <CmsIndex page={page} crumbs={[{ title: page.title }]}>
      <StaticHtml className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {groups.map(({ region, offices }) => (
          <section key={region.id} aria-labelledby={`region-${region.slug}`}>
            <h2 id={`region-${region.slug}`} className="mb-6 text-3xl font-bold">
              <Link href={paths.region(region.slug)} className="hover:text-brand-accent">
                {region.title}
              </Link>
            </h2>
            <OfficeCards offices={offices} showAddress />
          </section>
        ))}
      </StaticHtml>
    </CmsIndex>
  )
}
