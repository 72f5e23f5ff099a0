/**
 * The security headers that depend only on the address (and the draft-preview cookie): one list for
 * `next.config.ts` `headers()`, so Next sends them on everything it answers (`next start` too), and
 * for the few answers the production server makes itself (probes, 405, 503; src/server/main.ts).
 * The CSP depends on each page's inline scripts and stays with the server (src/server/csp.ts).
 */
import { DRAFT_MODE_COOKIE } from './draft-mode-cookie'

const HSTS = 'max-age=63072000; includeSubDomains'
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'

type Header = { key: string; value: string }
type Condition = { type: 'cookie'; key: string }
export type HeaderRule = { source: string; headers: Header[]; has?: Condition[]; missing?: Condition[] }

const EVERY_ANSWER: Header[] = [
  { key: 'Strict-Transport-Security', value: HSTS },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // pages, API answers and CVs stay on this origin; images, scripts and fonts may be embedded same-site
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]

/** Addresses whose files another page of the same site may embed. */
const SHARED_SOURCES = ['/_next/static/:path*', '/api/media/:path*', '/_next/image']
const draftMode: Condition[] = [{ type: 'cookie', key: DRAFT_MODE_COOKIE }]

/**
 * The rules for `next.config.ts` `headers()`. Where two rules set one header, Next keeps the later:
 * an editor's preview (draft mode) may be framed by the admin on this origin, nothing else may.
 */
export const STATIC_HEADER_RULES: HeaderRule[] = [
  { source: '/:path*', headers: EVERY_ANSWER },
  { source: '/:path*', missing: draftMode, headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
  { source: '/:path*', has: draftMode, headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
  ...SHARED_SOURCES.map((source) => ({
    source,
    headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'same-site' }],
  })),
]

/** The same headers as an object, for an answer of the server's own (never a draft preview, never a shared file). */
export function ownAnswerHeaders(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const h of EVERY_ANSWER) out[h.key] = h.value
  out['X-Frame-Options'] = 'DENY'
  return out
}
