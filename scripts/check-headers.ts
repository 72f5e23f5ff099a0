/**
 * `npm run check:headers [url]`: grades a running site the way Mozilla's HTTP Observatory does
 * (scripts/observatory/grade.ts) on four kinds of response: the home page, an insights article
 * (found through the sitemap), the editors' login at /admin/login and an API answer. Prints each
 * test, the score and the grade per page; exits 1 unless every page earns an A+.
 *
 * A plain-http loopback address (the local build, the e2e server) is graded as if a TLS proxy
 * stood in front of it, which is how it is deployed: HSTS and cookies are judged on the headers
 * the app sends, and the http→https redirect (the proxy's job) is not tested. Pass --strict to
 * grade it exactly as served.
 */
import { grade, OBSERVATORY_ORIGIN, type Grade, type Probe } from './observatory/grade'

const args = process.argv.slice(2)
const strict = args.includes('--strict')
const base = new URL(args.find((a) => !a.startsWith('--')) ?? process.env.SITE_URL ?? 'http://localhost:3000')
const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(base.hostname)
const assumeHttps = base.protocol === 'https:' || (loopback && !strict)

async function httpRoute(url: URL): Promise<Probe['httpRoute']> {
  if (url.protocol === 'http:') return loopback && !strict ? 'not-tested' : [{ url, status: 0 }]
  const route: Array<{ url: URL; status: number }> = []
  let next: URL | undefined = new URL(url)
  next.protocol = 'http:'
  try {
    for (let i = 0; next && i < 10; i++) {
      const res: Response = await fetch(next, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      route.push({ url: next, status: res.status })
      const location = res.headers.get('location')
      next = res.status >= 300 && res.status < 400 && location ? new URL(location, next) : undefined
    }
  } catch {
    if (route.length === 0) return 'no-http'
  }
  return route
}

async function probe(url: URL): Promise<Probe> {
  const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(30_000) })
  const body = await res.text()
  const cors = await fetch(url, { headers: { origin: OBSERVATORY_ORIGIN }, signal: AbortSignal.timeout(30_000) })
  await cors.arrayBuffer()
  const finalUrl = new URL(res.url || url)
  return {
    url: finalUrl,
    status: res.status,
    headers: res.headers,
    body,
    https: finalUrl.protocol === 'https:' || assumeHttps,
    corsHeaders: cors.headers,
    httpRoute: await httpRoute(finalUrl),
  }
}

async function articleUrl(): Promise<URL | undefined> {
  try {
    const xml = await (await fetch(new URL('/sitemap.xml', base))).text()
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(m[1]!).pathname
      if (/^\/insights\/[^/]+\/[^/]+$/.test(path)) return new URL(path, base)
    }
  } catch {
    // reported below as a missing page
  }
  return undefined
}

function print(label: string, url: URL, status: number, result: Grade): void {
  console.log(`\n${label}: ${url.href} (HTTP ${status})`)
  for (const t of result.tests) {
    const mod = t.modifier > 0 ? `+${t.modifier}` : String(t.modifier)
    console.log(
      `  ${t.pass ? '✔' : '✖'} ${t.test.padEnd(30)} ${t.result.padEnd(62)} ${mod.padStart(4)}${t.note ? `  (${t.note})` : ''}`,
    )
  }
  console.log(`  score ${result.score}, grade ${result.grade}`)
}

const pages: Array<[string, URL | undefined]> = [
  ['home', new URL('/', base)],
  ['article', await articleUrl()],
  ['admin login', new URL('/admin/login', base)],
  ['API', new URL('/api/v1/redirects', base)],
]

if (assumeHttps && base.protocol === 'http:') {
  console.log(`${base.origin} is a loopback address: graded as if behind a TLS proxy (--strict to grade as served).`)
}

let failed = 0
const summary: string[] = []
for (const [label, url] of pages) {
  if (!url) {
    console.log(`\n${label}: no address found (is the sitemap listing any insight?)`)
    failed++
    continue
  }
  try {
    const p = await probe(url)
    if (p.status < 200 || p.status >= 300) {
      console.log(`\n${label}: ${url.href} answered HTTP ${p.status}; the Observatory grades only 2xx pages`)
      failed++
      continue
    }
    const result = grade(p)
    print(label, url, p.status, result)
    summary.push(`${label} ${result.grade} (${result.score})`)
    if (result.grade !== 'A+') failed++
  } catch (error) {
    console.log(`\n${label}: ${url.href} could not be fetched: ${error instanceof Error ? error.message : error}`)
    failed++
  }
}

console.log(`\n${summary.join(', ')}`)
console.log(failed === 0 ? 'Every page grades A+.' : `${failed} page(s) below A+ or unreachable.`)
process.exit(failed === 0 ? 0 : 1)
