import { TOUCH_INLINE } from '@/components/touch-target'
import Link from '@/components/link'
import { expertisePaths } from './paths'
import { ExpertiseFamilyLinks } from './expertise-family-links'
import { getExpertiseList } from './expertise.server'

/** The default layout's expertise module: every industry and function practice, linked. */
export async function ExpertiseModule() {
  const [industries, functions] = await Promise.all([getExpertiseList('industry'), getExpertiseList('functions')])
  return (
    <section aria-labelledby="expertise-heading" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="expertise-heading" className="text-2xl font-bold md:text-3xl">
            Expertise
          </h2>
          <Link href={expertisePaths.expertise} className={`${TOUCH_INLINE} font-semibold text-brand-accent underline`}>
            All our expertise
          </Link>
        </div>
        <p className="mt-3 max-w-3xl text-muted">
          Specialist consultants for every sector and every leadership function.
        </p>
        <div className="mt-8 grid gap-10 md:grid-cols-2">
          <ExpertiseFamilyLinks kind="industry" areas={industries} />
          <ExpertiseFamilyLinks kind="functions" areas={functions} />
        </div>
      </div>
    </section>
  )
}
