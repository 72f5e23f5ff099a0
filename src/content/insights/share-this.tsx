import { ShareLinks } from '@/components/share/share-links'
import { siteConfig } from '@/lib/site-config'

type Props = {
  heading: string
  className: string
  /** The page's absolute address. */
  url: string
  title: string
  /** What the share text and Facebook's quote say of it. */
  summary?: string | null
  hashtags: string[]
  /** The page's picture, by its root-relative address. */
  image?: { url?: string | null } | null
}

/** The share links at the end of an insight article or a webinar, made from the page's own fields. */
export function ShareThis({ heading, className, url, title, summary, hashtags, image }: Props) {
  const { origin } = siteConfig()
  return (
    <ShareLinks
      heading={heading}
      className={className}
      content={{
        url,
        title,
        description: summary,
        quote: summary,
        hashtags,
        media: image?.url ? new URL(image.url, origin).toString() : null,
      }}
    />
  )
}
