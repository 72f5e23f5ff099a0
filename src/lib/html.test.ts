import { describe, expect, it } from 'vitest'
import { escapeHtml, isSafeHref } from './html'

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
  it('leaves other text as it is', () => {
    expect(escapeHtml('Zürich – São Paulo')).toBe('Zürich – São Paulo')
  })
})

describe('isSafeHref', () => {
  it('accepts site paths, anchors and web, mail and phone addresses', () => {
    for (const href of ['/services', '#team', 'https://example.com/a?b=c', 'mailto:a@b.c', 'tel:+441234']) {
      expect(isSafeHref(href)).toBe(true)
    }
  })
  it('refuses script and data addresses, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>',
    ]) {
      expect(isSafeHref(href)).toBe(false)
    }
  })
})
