import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * The site's link: a plain anchor. NavigationRuntime turns a click on any in-app anchor into a
 * client-side navigation, and prefetches a route when the visitor points at, focuses or touches a
 * link to it. next/link did both per link: a page carried about a hundred of them (the header's menu
 * alone has sixty), each one hydrated, watched for visibility and prefetching its route as it came
 * into view, all while the page was still loading.
 */
export default function Link(props: Props) {
  return <a {...props} />
}
