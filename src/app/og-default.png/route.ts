import '@/cms/provide-config'
import sharp from 'sharp'
import { siteConfig } from '@/lib/site-config'

export const dynamic = 'force-static'

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The default share image (1200×630), drawn at build time with the configured brand. */
export async function GET(): Promise<Response> {
  const { brandName } = siteConfig()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#1054cc"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <text x="80" y="330" font-family="serif" font-size="96" font-weight="700" fill="#fff">${escape(brandName)}</text>
    <text x="80" y="410" font-family="sans-serif" font-size="36" fill="#dfe7f5">Executive search and leadership consulting</text>
  </svg>`
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  })
}
