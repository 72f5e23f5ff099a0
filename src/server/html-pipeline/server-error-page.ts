import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A page whose render fails is sent by Next 16 as an empty error document that React draws in the
 * browser (vercel/next.js#62228): blank without JavaScript and for crawlers. The server answers such
 * a response with the prerendered `/500` page instead (docs/decisions/0007), keeping the status.
 * The page hydrates at the address asked for (Next's router starts from `location.href`).
 */
const ERROR_SHELL = /<html\b[^>]*\bid="__next_error__"/

const prerendered = new Map<string, string>()

/** `/500` as the build in `distDir` wrote it; read once. */
function serverErrorPage(distDir: string): string {
  let page = prerendered.get(distDir)
  if (page === undefined) {
    page = readFileSync(path.join(distDir, 'server/app/500.html'), 'utf8')
    prerendered.set(distDir, page)
  }
  return page
}

/** The HTML to send for a site page: the prerendered `/500` in place of a failed render's error document. */
export function withServerErrorPage(status: number, html: string, distDir: string): string {
  return status >= 500 && ERROR_SHELL.test(html) ? serverErrorPage(distDir) : html
}
