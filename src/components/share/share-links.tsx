import { ShareLink } from './share-link.client'
import { shareTargets, type ShareContent } from './share-urls'

type Props = { content: ShareContent; heading: string; className?: string }

/** Share links for LinkedIn, X, Facebook and e-mail (requirements §7.9): rendered on the server, popups once hydrated. */
export function ShareLinks({ content, heading, className }: Props) {
  return (
    <section aria-labelledby="share-heading" className={className}>
      <h2 id="share-heading" className="text-sm eyebrow text-muted">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareTargets(content).map((t) => (
          <li key={t.network}>
            <ShareLink
              {...t}
              className="inline-flex min-h-11 items-center rounded border border-black/20 px-4 text-sm font-semibold hover:border-brand-accent hover:text-brand-accent"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
