import type { HTMLAttributes, ReactNode } from 'react'
import { patchOn } from '@/lib/framework-patches'
import { renderStaticHtml } from '@/lib/static-html'

type Tag = 'div' | 'section' | 'header' | 'aside' | 'article' | 'nav' | 'ul' | 'ol' | 'dl' | 'footer' | 'figure'

type Props = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The element that holds the HTML; it stays an element React renders, with these attributes. */
  as?: Tag
  children: ReactNode
}

/**
 * A part of a page that needs no script, written by the server as HTML (src/lib/static-html.ts):
 * nothing of it in the page's payload, nothing to hydrate. Only server components inside; links
 * still navigate on the client through NavigationRuntime like every other anchor. With the patch
 * off (FRAMEWORK_PATCHES_OFF=static-html), React renders the same elements itself.
 */
export async function StaticHtml({ as: As = 'div', children, ...attributes }: Props) {
  if (!patchOn('static-html')) return <As {...attributes}>{children}</As>
  const html = await renderStaticHtml(children)
  return <As {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
}
