import { announceNavigationStart, type NavigationKind } from '@/features/navigation/navigation-start'

/**
 * Next calls this when its router starts any client navigation, whatever started it: a link, a
 * component's `router.push` or `router.replace` (the contact form's move to its thank-you page, the
 * consultant finder), or Back and Forward. The navigation feedback of requirements §4 starts from here.
 */
export function onRouterTransitionStart(url: string, kind: NavigationKind): void {
  announceNavigationStart(window, url, kind)
}
