import { notFoundMessage } from '../features/errors/not-found-message'
import { escapeHtml } from '../lib/html'

/**
 * Next 16 answers `notFound()` with an empty error shell and draws the not-found page in the
 * browser only (vercel/next.js#98954; fix pending in #98583): without JavaScript a 404 is blank and
 * the document has no `lang`. Until Next renders the boundary on the server, the production server
 * adds what such a visitor needs: `lang`, the status as the title, and the 404 page's words and
 * links in a <noscript> block. With JavaScript, <noscript> stays inert text and React 19 skips the
 * extra nodes while hydrating, so the client-rendered page is unchanged.
 */
const SHELL = '<html id="__next_error__">'

export function isNotFoundShell(status: number, html: string): boolean {
  return status === 404 && html.includes(SHELL)
}

export function withNoScriptNotFound(html: string, path: string, brandName: string): string {
  const brand = escapeHtml(brandName)
  const where = escapeHtml(path)
  const link = 'color:#1054cc;text-decoration:underline'
  const block =
    `<noscript><div style="font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:2rem 1rem;line-height:1.5">` +
    `<nav aria-label="Breadcrumb"><ol style="display:flex;gap:.5rem;list-style:none;padding:0">` +
    `<li><a href="/" style="${link}">${brand}</a> /</li><li aria-current="page">Not found</li></ol></nav>` +
    `<main id="main"><h1 style="font-size:2.25rem">Oops, you are lost.</h1>` +
    `<p>${escapeHtml(notFoundMessage(path))}</p>` +
    `<p>We could not find <code>${where}</code>. It may have moved or never existed.</p>` +
    `<p>Try the <a href="/search" style="${link}">search</a>, or <a href="/contact-us" style="${link}">contact us</a>` +
    ` and we will point you in the right direction.</p>` +
    `<p><a href="/" style="${link}">Go to the homepage</a></p></main></div></noscript>`
  const head = html.slice(0, html.indexOf('</head>'))
  // Next's metadata usually puts the title in the shell's head already
  const title = /<title[\s>]/.test(head) ? '' : `<title>404 | ${brand}</title>`
  return html
    .replace(SHELL, '<html id="__next_error__" lang="en">')
    .replace(/<head>/, `<head>${title}`)
    .replace(/<body([^>]*)>/, (open) => open + block)
}
