import { SHARE_POPUP } from '@/lib/constants'

/** What a page offers to share (requirements §7.9): each network takes the parts it understands. */
export type ShareContent = {
  /** Absolute address of the page. */
  url: string
  title: string
  description?: string | null
  /** A sentence to quote with the link (Facebook). */
  quote?: string | null
  /** Without "#": ["Leadership", "ArdenHale"]. */
  hashtags?: string[]
  /** Absolute image address. None of these networks takes it in the share address: they read the page's og:image. */
  media?: string | null
}

export type ShareNetwork = 'linkedin' | 'x' | 'facebook' | 'email'

export type ShareTarget = {
  network: ShareNetwork
  /** Visible text. */
  text: string
  /** Accessible name. */
  label: string
  href: string
  /** Opens in a 626×436 popup when JavaScript runs (e-mail goes to the mail program instead). */
  popup: boolean
}

/** A hashtag keeps letters and digits only: "Board & CEO services" → "BoardCEOServices". */
export function toHashtag(text: string): string {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
}

const query = (params: Record<string, string | undefined | null>) => {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v)
  return search.toString()
}

/**
 * Share addresses, one per network, as each documents them:
 * LinkedIn `share-offsite` takes only `url` (title, description and image come from the page's Open
 * Graph tags); X's tweet intent takes `url`, `text` and comma-separated `hashtags`; Facebook's sharer
 * takes `u`, `quote` and one `hashtag` with its "#"; e-mail takes `subject` and `body` (percent-encoded,
 * since mail programs do not read "+" as a space).
 */
export function shareTargets(content: ShareContent): ShareTarget[] {
  const tags = (content.hashtags ?? []).map(toHashtag).filter(Boolean)
  const body = [content.description, content.url].filter(Boolean).join('\n\n')
  return [
    {
      network: 'linkedin',
      text: 'LinkedIn',
      label: 'Share on LinkedIn (opens in a new window)',
      href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url: content.url })}`,
      popup: true,
    },
    {
      network: 'x',
      text: 'X',
      label: 'Share on X (opens in a new window)',
      href: `https://twitter.com/intent/tweet?${query({
        url: content.url,
        text: content.title,
        hashtags: tags.join(',') || undefined,
      })}`,
      popup: true,
    },
    {
      network: 'facebook',
      text: 'Facebook',
      label: 'Share on Facebook (opens in a new window)',
      href: `https://www.facebook.com/sharer/sharer.php?${query({
        u: content.url,
        quote: content.quote ?? content.description,
        hashtag: tags[0] ? `#${tags[0]}` : undefined,
      })}`,
      popup: true,
    },
    {
      network: 'email',
      text: 'E-mail',
      label: 'Share by e-mail',
      href: `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(body)}`,
      popup: false,
    },
  ]
}

/** `window.open` features for a 626×436 popup (requirements §9) centred on the current window. */
export function popupFeatures(screen: { x: number; y: number; width: number; height: number }): string {
  const { width, height } = SHARE_POPUP
  const left = Math.round(screen.x + Math.max(0, (screen.width - width) / 2))
  const top = Math.round(screen.y + Math.max(0, (screen.height - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}
