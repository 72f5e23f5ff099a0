'use client'

import { useEffect, useRef, useState } from 'react'
import { whenNear } from '@/lib/when-near'
import { readSvgIcon, type SvgIcon } from './svg-shapes'

/** Where our static assets are served from: the assetPrefix (CDN) Next loads its own scripts from. */
function assetBase(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/_next/static/"]')
  return script ? script.src.slice(0, script.src.indexOf('/_next/static/')) : ''
}

export function iconUrl(name: string, base: string): string {
  return `${base}/icons/${encodeURIComponent(name)}.svg`
}

type Props = { name: string; size?: number; className?: string; label?: string }

/** One request per icon file however many times a page shows it. */
const loads = new Map<string, Promise<SvgIcon | null>>()

function loadIcon(url: string): Promise<SvgIcon | null> {
  let load = loads.get(url)
  if (!load) {
    const parse = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml')
    load = fetch(url)
      .then((res) => (res.ok ? res.text() : null))
      .then((text) => (text === null ? null : readSvgIcon(text, parse)))
      .catch(() => null)
      .then((icon) => {
        // a failed load is tried again by the next icon that asks
        if (!icon) loads.delete(url)
        return icon
      })
    loads.set(url, load)
  }
  return load
}

/**
 * An SVG icon by name, loaded lazily from `/icons/{name}.svg` (under the asset prefix; an asset
 * prefix on another origin must allow CORS, as fonts already need) once it nears the viewport, and
 * drawn inline in the current text colour (see svg-shapes.ts for why not as an image). The box has
 * a fixed size from the first render, so loading, or a missing icon (logged only, requirements §8), never
 * moves the layout.
 */
export function Icon({ name, size = 24, className, label }: Props) {
  const box = useRef<HTMLSpanElement>(null)
  const [icon, setIcon] = useState<SvgIcon | null>(null)

  useEffect(() => {
    const el = box.current
    if (!el) return
    let cancelled = false
    const load = () => {
      const url = iconUrl(name, assetBase())
      void loadIcon(url).then((loaded) => {
        if (!loaded) console.error(`Missing icon: ${name} (${url})`)
        else if (!cancelled) setIcon(loaded)
      })
    }
    const stop = whenNear(el, '200px', load)
    return () => {
      cancelled = true
      stop()
    }
  }, [name])

  return (
    <span
      ref={box}
      data-icon={name}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ display: 'inline-block', flex: 'none', width: size, height: size }}
    >
      {icon ? (
        <svg viewBox={icon.viewBox} width={size} height={size} fill="currentColor" aria-hidden focusable="false">
          {icon.shapes.map(({ tag: Shape, attrs }, i) => (
            <Shape key={i} {...attrs} />
          ))}
        </svg>
      ) : null}
    </span>
  )
}
