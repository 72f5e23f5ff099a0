import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { siteConfig } from '@/lib/site-config'
import type { Media } from '@/payload-types'

/** Ready `<img>` attributes, made on the server, so no image component ships to the browser. */
export type ImgAttributes = {
  src: string
  srcSet?: string
  sizes?: string
  alt: string
  width: number
  height: number
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
}

type Options = {
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The page's largest paint: fetched eagerly, first, and announced in the head. */
  priority?: boolean
  fallbackWidth?: number
  fallbackHeight?: number
}

/**
 * An editor's image as `<img>` attributes with next/image's own rules: a srcset through the image
 * optimizer, so a phone downloads a phone-sized file. Payload gives the site's own files as paths (an
 * absolute URL on SITE_URL, as older content may hold, becomes one too); files served from elsewhere
 * are not in the optimizer's allow-list and go unchanged. A priority image is also preloaded, so the browser asks for it with
 * the HTML rather than after the layout.
 */
export function responsiveImage(image: number | Media | null | undefined, options: Options): ImgAttributes | null {
  if (typeof image !== 'object' || !image?.url) return null
  const { origin } = siteConfig()
  const src = image.url.startsWith(`${origin}/`) ? image.url.slice(origin.length) : image.url
  const { props } = getImageProps({
    src,
    alt: image.alt,
    width: image.width ?? options.fallbackWidth ?? 1600,
    height: image.height ?? options.fallbackHeight ?? 900,
    sizes: options.sizes,
    unoptimized: /^https?:/.test(src),
    fetchPriority: options.priority ? 'high' : 'low',
    loading: options.priority ? 'eager' : 'lazy',
  })
  if (options.priority)
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    alt: props.alt,
    width: Number(props.width),
    height: Number(props.height),
    loading: props.loading,
    fetchPriority: props.fetchPriority,
  }
}

/**
 * Where a cropped picture keeps its subject: the editor's focal point as a CSS `object-position`
 * ("30% 45%"), else the centre, so a frame of another shape cuts evenly from both sides.
 */
export function focalPosition(image: number | Media | null | undefined): string {
  const pct = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? `${Math.min(100, Math.max(0, v))}%` : '50%'
  if (typeof image !== 'object' || !image) return '50% 50%'
  return `${pct(image.focalX)} ${pct(image.focalY)}`
}
