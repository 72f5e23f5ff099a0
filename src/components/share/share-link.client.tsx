'use client'

import type { MouseEvent } from 'react'
import { popupFeatures, type ShareTarget } from './share-urls'

type Props = Omit<ShareTarget, 'network'> & { network: string; className?: string }

/**
 * A plain share link (new tab, works without JavaScript) that, once hydrated, opens the network in a
 * 626×436 popup centred on the window. A blocked popup falls back to the link's own new tab.
 */
export function ShareLink({ network, href, text, label, popup, className }: Props) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks keep their meaning (new tab, new window, download).
    if (!popup || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const features = popupFeatures({
      x: window.screenX,
      y: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    })
    // Not "noopener" in the features: with it, window.open returns null and a blocked popup is undetectable.
    const opened = window.open(href, `share-${network}`, features)
    if (!opened) return
    opened.opener = null
    event.preventDefault()
  }
  return (
    <a
      href={href}
      target={popup ? '_blank' : undefined}
      rel={popup ? 'noopener' : undefined}
      aria-label={label}
      onClick={onClick}
      className={className}
    >
      {text}
    </a>
  )
}
