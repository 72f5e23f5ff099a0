import Link from '@/components/link'
import { StaticHtml } from '@/components/static-html'
import { EXPERTISE_KINDS, getExpertiseList, type ExpertiseKind } from '@/features/content/expertise.server'

function Family({ kind, areas }: { kind: ExpertiseKind; areas: Awaited<ReturnType<typeof getExpertiseList>> }) {
  const { label } = EXPERTISE_KINDS[kind]
  return (
    <div>
      <h3 className="text-xl font-semibold">
        <Link href={`/expertise/${kind}`} className="hover:text-brand-accent">
          {label}
        </Link>
      </h3>
      <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {areas.map((a) => (
          <li key={a.id}>
            <Link href={`/expertise/${kind}/${a.slug}`} className="hover:text-brand-accent">
              {a.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The default layout's expertise module: every industry and function practice, linked. */
export async function ExpertiseModule() {
  const [industries, functions] = await Promise.all([getExpertiseList('industry'), getExpertiseList('functions')])
  return (
    <StaticHtml as="section" aria-labelledby="expertise-heading" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="expertise-heading" className="text-3xl font-bold">
            Expertise
          </h2>
          <Link href="/expertise" className="font-semibold text-brand-accent underline">
            All our expertise
          </Link>
        </div>
        <p className="mt-3 max-w-3xl text-muted">
          Specialist consultants for every sector and every leadership function.
        </p>
        <div className="mt-8 grid gap-10 md:grid-cols-2">
          <Family kind="industry" areas={industries} />
          <Family kind="functions" areas={functions} />
        </div>
      </div>
    </StaticHtml>
  )
}
