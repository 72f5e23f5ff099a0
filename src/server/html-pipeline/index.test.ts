import { describe, expect, it } from 'vitest'
import { deferredScriptUrls, rewriteHtml, type PipelineSettings } from './index'

const page =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
  '<body><main>Hello</main></body></html>'

const settings: PipelineSettings = { distDir: '.next', patchesOff: new Set() }

describe('rewriteHtml', () => {
  it('moves a site page’s framework chunks into the loader', () => {
    expect(deferredScriptUrls(rewriteHtml(page, { status: 200, admin: false }, settings))).toEqual([
      '/_next/static/chunks/a.js',
    ])
  })

  it('sends the page as Next made it with defer-scripts off (FRAMEWORK_PATCHES_OFF, for the A/B)', () => {
    expect(
      rewriteHtml(page, { status: 200, admin: false }, { ...settings, patchesOff: new Set(['defer-scripts']) }),
    ).toBe(page)
  })

  it('leaves the CMS admin’s pages alone', () => {
    expect(rewriteHtml(page, { status: 200, admin: true }, settings)).toBe(page)
  })
})
