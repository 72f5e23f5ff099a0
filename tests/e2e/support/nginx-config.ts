import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The deployment's nginx configuration: the README points here, tests/e2e/nginx.spec.ts runs it. */
export const DEPLOY_NGINX_CONF = path.resolve(import.meta.dirname, '../../../docs/deploy/nginx.conf')

export type TestSite = { listenPort: number; upstreamPort: number; cacheDir: string }

type Swap = { what: string; pattern: RegExp; count: number; replacement: string }

/**
 * The deployment file as a test machine can run it. Only four things change: the listen line (plain
 * HTTP on a loopback port, as there is no certificate), the two certificate lines (removed), the
 * upstream's port and the cache directory. Everything else stays byte for byte. Each swap must match
 * exactly as often as expected, so an edit to the file that a swap no longer fits fails the test
 * instead of quietly testing something else.
 */
export function siteConfigForTest(conf: string, site: TestSite): string {
  const swaps: Swap[] = [
    {
      what: 'the listen line',
      pattern: /(?<=^[ \t]*)listen 443 ssl http2;/gm,
      count: 1,
      replacement: `listen 127.0.0.1:${site.listenPort};`,
    },
    { what: 'the certificate lines', pattern: /^[ \t]*ssl_certificate(?:_key)? [^\n]*\n/gm, count: 2, replacement: '' },
    {
      what: "the upstream's port",
      pattern: /(?<=upstream site \{ server 127\.0\.0\.1:)3000(?=;)/g,
      count: 1,
      replacement: String(site.upstreamPort),
    },
    {
      what: 'the cache path',
      pattern: /(?<=^proxy_cache_path )\/var\/cache\/nginx\/site(?= )/gm,
      count: 1,
      replacement: site.cacheDir,
    },
  ]
  return swaps.reduce((text, swap) => {
    const found = text.match(swap.pattern)?.length ?? 0
    if (found !== swap.count) {
      throw new Error(`${DEPLOY_NGINX_CONF}: expected ${swap.count} match(es) for ${swap.what}, found ${found}`)
    }
    // a function, so a `$` in a path is not read as a group reference
    return text.replace(swap.pattern, () => swap.replacement)
  }, conf)
}

/** The main context a system's nginx.conf would give: every path inside `dir`, the site file included. */
export function mainConfigForTest(dir: string, siteFile: string): string {
  return [
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    `  client_body_temp_path ${dir}/client_body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n')
}

export function readDeployConfig(): string {
  return readFileSync(DEPLOY_NGINX_CONF, 'utf8')
}
