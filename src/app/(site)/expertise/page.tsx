import type { Metadata } from 'next'
import Link from '@/components/link'
import { CmsIndex, indexMetadata, indexPage } from '@/components/expertise/cms-index'
import { EXPERTISE_KINDS, getExpertiseList, type ExpertiseKind } from '@/features/content/expertise.server'
import { StaticHtml } from '@/components/static-html'

const PATH = 'expertise'

export async function generateMetadata(): Promise<Metadata> {
  return indexMetadata(await indexPage(PATH, 'Expertise'), `/${PATH}`)
}

function FamilySection({ kind, areas }: { kind: ExpertiseKind; areas: Awaited<ReturnType<typeof getExpertiseList>> }) {
  const { label } = EXPERTISE_KINDS[kind]
  const id = `expertise-${kind}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        <Link href={`/expertise/${kind}`} className="hover:text-brand-accent">
          {label}
        </Link>
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {areas.map((a) => (
          <li key={a.id}>
            <Link href={`/expertise/${kind}/${a.slug}`} className="hover:text-brand-accent">
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /expertise: the CMS page with every industry and function practice. */
export default async function ExpertisePage() {
  const [page, industries, functions] = await Promise.all([
    indexPage(PATH, 'Expertise'),
    getExpertiseList('industry'),
    getExpertiseList('functions'),
  ])
  return (
    <CmsIndex page={page} crumbs={[{ title: page.title }]}>
      <StaticHtml className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2">
        <FamilySection kind="industry" areas={industries} />
        <FamilySection kind="functions" areas={functions} />
      </StaticHtml>
    </CmsIndex>
  )
}
