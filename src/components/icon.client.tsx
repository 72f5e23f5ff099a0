'use client'

import { useEffect, useRef, useState } from 'react'
import { whenNear } from '@/lib/when-near'

/** Where our static assets are served from: the assetPrefix (CDN) Next loads its own scripts from. */
function assetBase(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/_next/static/"]')
  return script ? script.src.slice(0, script.src.indexOf('/_next/static/')) : ''
}

export function iconUrl(name: string, base: string): string {
  return `${base}/icons/${encodeURIComponent(name)}.svg`
}

type Props = { name: string; size?: number; className?: string; label?: string }

/**
 * An SVG icon by name, loaded lazily from `/icons/{name}.svg` (under the asset prefix) once it
 * nears the viewport, drawn in the current text colour. The box has a fixed size from the first
 * render, so loading, or a missing icon (logged only, SPEC §8), never moves the layout.
 */
export function Icon({ name, size = 24, className, label }: Props) {
  const box = useRef<HTMLSpanElement>(null)
  const [src, setSrc] = useState<string | null>(null)

  useEffect(() => {
    const el = box.current
    if (!el) return
    let cancelled = false
    const load = () => {
      const url = iconUrl(name, assetBase())
      const probe = new Image()
      probe.onload = () => !cancelled && setSrc(url)
      probe.onerror = () => console.error(`Missing icon: ${name} (${url})`)
      probe.src = url
    }
    const stop = whenNear(el, '200px', load)
    return () => {
      cancelled = true
      stop()
    }
  }, [name])

  const mask = src ? `url("${src}") center / contain no-repeat` : undefined
  return (
    <span
      ref={box}
      data-icon={name}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        backgroundColor: src ? 'currentColor' : 'transparent',
        mask,
        WebkitMask: mask,
      }}
    />
  )
}
