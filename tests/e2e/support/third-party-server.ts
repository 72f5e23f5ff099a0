import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Hit = { method: string; path: string; body: string; headers: IncomingMessage['headers'] }

/**
 * A local stand-in for the browser's third parties: serves tracking scripts (never cached, so
 * each load is a request) and accepts error reports in Sentry's envelope protocol
 * (POST /api/{project}/envelope/: newline-separated JSON, header, item header, item).
 */
export async function startThirdPartyServer(port = 0) {
  const hits: Hit[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? ''
      hits.push({ method: req.method ?? '', path, body, headers: req.headers })
      res.setHeader('access-control-allow-origin', '*')
      res.setHeader('cache-control', 'no-store')
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-headers', '*')
        res.statusCode = 204
        res.end()
      } else if (path.endsWith('.js')) {
        res.setHeader('content-type', 'text/javascript')
        const flag = JSON.stringify(path)
        res.end(`window.__thirdParty = (window.__thirdParty || []).concat(${flag})`)
      } else if (/^\/api\/[^/]+\/envelope\/?$/.test(path)) {
        res.setHeader('content-type', 'application/json')
        res.end('{}')
      } else {
        res.statusCode = 404
        res.end()
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const actual = (server.address() as AddressInfo).port
  return {
    origin: `http://127.0.0.1:${actual}`,
    hits,
    /** Exception messages of every error event received as an envelope. */
    reportedErrors(): string[] {
      const out: string[] = []
      for (const hit of hits.filter((h) => h.path.includes('/envelope'))) {
        for (const line of hit.body.split('\n')) {
          try {
            const item = JSON.parse(line) as { exception?: { values?: Array<{ type?: string; value?: string }> } }
            for (const v of item.exception?.values ?? []) out.push(`${v.type}: ${v.value}`)
          } catch {
            // header lines of other shapes
          }
        }
      }
      return out
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
