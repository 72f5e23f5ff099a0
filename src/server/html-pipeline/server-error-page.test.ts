import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withServerErrorPage } from './server-error-page'

const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'))
mkdirSync(path.join(distDir, 'server/app'), { recursive: true })
writeFileSync(path.join(distDir, 'server/app/500.html'), '<html><body>The prerendered 500</body></html>')
const errorShell = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'

describe('withServerErrorPage', () => {
  it("sends the build's prerendered /500 in place of a failed render's empty error document", () => {
    expect(withServerErrorPage(500, errorShell, distDir)).toContain('The prerendered 500')
  })

  it('leaves a page that rendered, and any answer below 500, as it is', () => {
    expect(withServerErrorPage(500, '<html><body>Fine</body></html>', distDir)).toContain('Fine')
    expect(withServerErrorPage(404, errorShell, distDir)).toBe(errorShell)
  })
})
