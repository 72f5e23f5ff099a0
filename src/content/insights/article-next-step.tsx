import { Portrait } from '@/components/cards/portrait'
import { TOUCH_FLUSH } from '@/components/touch-target'
import Link from '@/components/link'
import { consultantPaths } from '@/content/consultants/paths'
import { populated } from '@/lib/relation'
import type { Consultant, Media, Office } from '@/payload-types'

export type ArticleAuthor = Pick<Consultant, 'id' | 'name' | 'slug' | 'role' | 'summary'> & {
  photo?: number | Media | null
  office?: number | Pick<Office, 'title' | 'slug'> | null
}

/** Where the article's next step leads: the first author's profile form, or the firm's contact page. */
export const CONTACT_PAGE = '/contact-us'

/** The article's authors, each with portrait, role, office and a link to their profile. */
export function AuthorBox({ authors }: { authors: ArticleAuthor[] }) {
  if (!authors.length) return null
  return (
    <section aria-labelledby="article-authors" className="mt-10 border-t border-black/10 pt-8">
      <h2 id="article-authors" className="text-sm eyebrow text-muted">
        {authors.length === 1 ? 'About the author' : 'About the authors'}
      </h2>
      <ul className="mt-5 space-y-6">
        {authors.map((a) => {
          const office = populated(a.office)
          return (
            <li key={a.id} className="flex gap-5">
              <span className="w-24 shrink-0 overflow-hidden rounded sm:w-28">
                <Portrait name={a.name} photo={a.photo} sizes="112px" />
              </span>
              <div>
                {/* a person's name in the headings' serif, as on their card */}
                <p className="font-serif text-lg font-bold">
                  <Link
                    href={consultantPaths.consultant(a.slug)}
                    className={`${TOUCH_FLUSH} text-brand underline-offset-2 hover:underline`}
                  >
                    {a.name}
                  </Link>
                </p>
                <p className="text-sm text-muted">
                  {a.role}
                  {office ? `, ${office.title}` : ''}
                </p>
                {a.summary ? <p className="mt-2 text-sm">{a.summary}</p> : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * The call to action after an article or a webinar: talk to its author or first speaker (or to the
 * firm) about the topic.
 */
export function ArticleNextStep({ author }: { author?: Pick<ArticleAuthor, 'name' | 'slug'> | null }) {
  const first = author?.name.split(' ')[0]
  return (
    <section aria-labelledby="article-next-step" className="mt-10 rounded bg-brand p-6 text-white sm:p-8">
      <h2 id="article-next-step" className="font-serif text-2xl font-bold">
        Facing this question in your organisation?
      </h2>
      <p className="mt-3 text-white/85">
        {author
          ? `${author.name} and our team advise boards and leadership teams on exactly this, and are glad to talk it through in confidence.`
          : 'Our consultants advise boards and leadership teams on exactly this, and are glad to talk it through in confidence.'}
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link
          href={author ? `${consultantPaths.consultant(author.slug)}#contact` : CONTACT_PAGE}
          className="inline-flex min-h-11 items-center rounded bg-white px-5 font-semibold text-brand hover:bg-sand"
        >
          {first ? `Talk to ${first}` : 'Talk to us'}
        </Link>
        {author ? (
          <Link
            href={CONTACT_PAGE}
            className="inline-flex min-h-11 items-center rounded border border-white/60 px-5 font-semibold text-white hover:bg-white/10"
          >
            Contact the firm
          </Link>
        ) : null}
      </p>
    </section>
  )
}
