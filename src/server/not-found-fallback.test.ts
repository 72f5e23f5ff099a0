import { describe, expect, it } from 'vitest'
import { isNotFoundShell, withNoScriptNotFound } from './not-found-fallback'

const shell =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body><div hidden=""></div><script>self.__next_f=[]</script></body></html>'

describe('the no-JavaScript 404 in Next’s error shell', () => {
  it('recognises only a 404 error shell', () => {
    expect(isNotFoundShell(404, shell)).toBe(true)
    expect(isNotFoundShell(500, shell)).toBe(false)
    expect(isNotFoundShell(404, '<!DOCTYPE html><html lang="en"><body>Oops</body></html>')).toBe(false)
  })

  it('adds lang, the status title and the 404 page’s words and links, leaving the scripts as they were', () => {
    const html = withNoScriptNotFound(shell, '/consultant/nobody', 'Arden Hale')
    expect(html).toContain('<html id="__next_error__" lang="en">')
    expect(html).toContain('<head><title>404 | Arden Hale</title><meta charSet="utf-8"/>')
    expect(html).toContain('<h1 style="font-size:2.25rem">Oops, you are lost.</h1>')
    expect(html).toContain('<p>Page Not Found: /consultant/nobody</p>')
    expect(html).toContain('<li aria-current="page">Not found</li>')
    for (const href of ['/', '/search', '/contact-us']) expect(html).toContain(`href="${href}"`)
    expect(html.indexOf('<noscript>')).toBeGreaterThan(html.indexOf('<body>'))
    expect(html).toContain('<script>self.__next_f=[]</script>')
  })

  it('keeps a title Next already put in the head, and adds no second one', () => {
    const titled = shell.replace('<head>', '<head><title>404 | Arden Hale</title>')
    const html = withNoScriptNotFound(titled, '/x', 'Arden Hale')
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('names an unclaimed address with the other message, escaped', () => {
    const html = withNoScriptNotFound(shell, '/no-such-page/<script>alert(1)</script>', 'Arden & Hale')
    expect(html).toContain('<p>Page not found: /no-such-page/&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('<title>404 | Arden &amp; Hale</title>')
  })
})
