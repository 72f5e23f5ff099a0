import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'

/**
 * Writes the registry's two lists of content modules from the folders of src/content, so a new
 * content type joins them by existing: `npm run generate` renders them (scripts/generate.ts) and
 * `npm test`'s static stage fails while a committed list differs from its rendering.
 *
 * - `module-list.ts`: every folder's declaration (the one `export const *_MODULE` of its
 *   `module.ts`), the CMS pages first (an address both a CMS page and a module's route answers is
 *   the page's, in the sitemap too), then by folder name.
 * - `modules.server.ts`: the server half, each `export const *_ADDRESSES` of a `routes.server.ts`
 *   (a module whose routes take a parameter), in the same order.
 */

/** The folders of src/content that are not content types: the building blocks and the registry. */
export const INFRASTRUCTURE = ['shared', 'registry'] as const

/** The module whose addresses win over another's equal ones (`sitemap.server.ts` keeps the first). */
const FIRST = 'pages'

export type ModuleFolder = { name: string; module: string; addresses: string | null }

const exported = (source: string, suffix: string, file: string): string[] => {
  const names = [...source.matchAll(new RegExp(`^export const ([A-Z][A-Z0-9_]*_${suffix})\\b`, 'gm'))].map((m) => m[1]!)
  if (names.length !== 1)
    throw new Error(`${file} must export exactly one \`*_${suffix}\` constant (found ${names.length || 'none'})`)
  return names
}

/** Every content module folder under `contentDir`, with the names its files export, in list order. */
export function readModuleFolders(contentDir: string): ModuleFolder[] {
  const folders = readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !(INFRASTRUCTURE as readonly string[]).includes(d.name))
    .map((d) => d.name)
    .sort((a, b) => (a === FIRST ? -1 : b === FIRST ? 1 : a < b ? -1 : a > b ? 1 : 0))
  return folders.map((name) => {
    const file = (f: string) => path.join(contentDir, name, f)
    const moduleFile = `src/content/${name}/module.ts`
    let moduleSource: string
    try {
      moduleSource = readFileSync(file('module.ts'), 'utf8')
    } catch {
      throw new Error(`${moduleFile} is missing: every folder of src/content declares its module there`)
    }
    let addresses: string | null = null
    try {
      const source = readFileSync(file('routes.server.ts'), 'utf8')
      addresses = exported(source, 'ADDRESSES', `src/content/${name}/routes.server.ts`)[0]!
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    return { name, module: exported(moduleSource, 'MODULE', moduleFile)[0]!, addresses }
  })
}

const HEADER =
  '// Written by `npm run generate` from the folders of src/content (registry/module-lists.ts): do not edit.'

/** The text of `module-list.ts`. */
export function renderModuleList(folders: readonly ModuleFolder[]): string {
  return [
    HEADER,
    ...folders.map((f) => `import { ${f.module} } from '@/content/${f.name}/module'`),
    '',
    '/** Every content module, as each declares itself in its `module.ts` (see `./modules.ts`). */',
    'export const CONTENT_MODULES = [',
    ...folders.map((f) => `  ${f.module},`),
    '] as const',
    '',
  ].join('\n')
}

/** The text of `modules.server.ts`. */
export function renderModuleAddresses(folders: readonly ModuleFolder[]): string {
  const withAddresses = folders.filter((f) => f.addresses)
  return [
    HEADER,
    "import 'server-only'",
    ...withAddresses.map((f) => `import { ${f.addresses} } from '@/content/${f.name}/routes.server'`),
    '',
    '/**',
    ' * The server half of `./module-list.ts`: what each module with routes that take a parameter says',
    ' * about their addresses (its `routes.server.ts`): their parameters, its documents’ dates and its',
    ' * cache tags. Apart, because the proxy reads the module list, which must stay free of reads.',
    ' */',
    'export const MODULE_ADDRESSES = [',
    ...withAddresses.map((f) => `  ${f.addresses},`),
    '] as const',
    '',
  ].join('\n')
}

/** The generated files, by path from the repository's root, formatted as `npm run format` would. */
export async function moduleListFiles(root: string): Promise<Record<string, string>> {
  const folders = readModuleFolders(path.join(root, 'src/content'))
  const files = {
    'src/content/registry/module-list.ts': renderModuleList(folders),
    'src/content/registry/modules.server.ts': renderModuleAddresses(folders),
  }
  const out: Record<string, string> = {}
  for (const [file, text] of Object.entries(files)) {
    const filepath = path.join(root, file)
    out[file] = await prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath })
  }
  return out
}

/** Writes the lists whose text changed (scripts/generate.ts); returns their paths. */
export async function writeModuleLists(root: string): Promise<string[]> {
  const written: string[] = []
  for (const [file, text] of Object.entries(await moduleListFiles(root))) {
    const filepath = path.join(root, file)
    let current: string | null = null
    try {
      current = readFileSync(filepath, 'utf8')
    } catch {
      // not written yet
    }
    if (current === text) continue
    writeFileSync(filepath, text)
    written.push(file)
  }
  return written
}
