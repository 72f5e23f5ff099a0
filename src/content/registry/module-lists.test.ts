import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { moduleListFiles, readModuleFolders, renderModuleAddresses, renderModuleList } from './module-lists'

const ROOT = path.resolve(import.meta.dirname, '../../..')

const scratch = mkdtempSync(path.join(tmpdir(), 'module-lists-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A src/content of the given folders, each file given by its text. */
function contentDir(folders: Record<string, Record<string, string>>): string {
  const dir = mkdtempSync(path.join(scratch, 'content-'))
  for (const [name, files] of Object.entries(folders)) {
    mkdirSync(path.join(dir, name))
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, name, file), text)
  }
  return dir
}

describe('the registry’s module lists (npm run generate)', () => {
  it('are committed as the folders of src/content render them', async () => {
    for (const [file, text] of Object.entries(await moduleListFiles(ROOT)))
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `${file}: run npm run generate`).toBe(text)
  })

  it('take a new folder in by its declaration alone, the CMS pages first, then by name', () => {
    const dir = contentDir({
      shared: { 'paths.ts': '' },
      registry: { 'modules.ts': '' },
      careers: {
        'module.ts': 'export const CAREERS_MODULE = { name: "careers" }\n',
        'routes.server.ts': 'export const CAREER_ADDRESSES = {}\n',
      },
      pages: { 'module.ts': 'export const PAGES_MODULE = {}\n' },
      alumni: { 'module.ts': 'export const ALUMNI_MODULE = {}\n' },
    })
    const folders = readModuleFolders(dir)
    expect(folders).toEqual([
      { name: 'pages', module: 'PAGES_MODULE', addresses: null },
      { name: 'alumni', module: 'ALUMNI_MODULE', addresses: null },
      { name: 'careers', module: 'CAREERS_MODULE', addresses: 'CAREER_ADDRESSES' },
    ])
    expect(renderModuleList(folders)).toContain("import { CAREERS_MODULE } from '@/content/careers/module'")
    expect(renderModuleAddresses(folders)).toContain(
      "import { CAREER_ADDRESSES } from '@/content/careers/routes.server'",
    )
    expect(renderModuleAddresses(folders)).not.toContain('ALUMNI')
  })

  it('name the file when a folder has no declaration, or two', () => {
    expect(() => readModuleFolders(contentDir({ careers: { 'page.tsx': '' } }))).toThrow(
      'src/content/careers/module.ts is missing',
    )
    const two = 'export const A_MODULE = {}\nexport const B_MODULE = {}\n'
    expect(() => readModuleFolders(contentDir({ careers: { 'module.ts': two } }))).toThrow(
      'src/content/careers/module.ts must export exactly one `*_MODULE` constant (found 2)',
    )
  })
})
