/**
 * V8's explicit compile hint for the scripts every public page runs at start-up. V8 compiles a
 * function lazily, on its first call, on the main thread; the framework's start-up calls thousands,
 * so a page's hydration task was mostly parsing and compiling (Lighthouse mobile: 140-250 ms of that
 * task counted as blocking time, on our pages and on a bare Next page alike). A file whose first
 * line is `//# allFunctionsCalledOnLoad` is compiled whole, eagerly, on the background thread that
 * streams it (Chrome 136+; other engines read a comment). Measured on `/thank-you`: the hydration
 * task 64 → 22 ms at full CPU speed, Lighthouse mobile TBT 99-273 → 0-81 ms.
 *
 * Run by `next build` after it compiles (next.config.ts, `compiler.runAfterProductionCompile`), so the
 * files are final before anything serves or copies them. Lazily loaded chunks (the contact form, the
 * error pages, the idle runtime) and the CMS admin's keep V8's lazy compile: eager compile costs
 * background time and memory for code that may never run.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The route groups of the public site, whose start-up chunks are hinted (not `(payload)`, the CMS). */
const PUBLIC_GROUPS = ['(site)', '(single)']

/** The source with the hint as its first line (unchanged when it has it already). */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`
}

/**
 * A source map's mappings, one generated line down: the map of a hinted chunk stays true. Each ';'
 * in `mappings` starts the next generated line.
 */
export function shiftSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings?: string }
  if (typeof parsed.mappings !== 'string') return map
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
}

function readJsonFile<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Every file called `name` below `dir`, at any depth. */
function filesUnder(dir: string, name: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === name)
    .map((entry) => path.join(dir, entry))
}

/** The `entryJSFiles` of one client reference manifest: the chunks its route's layouts and page need at start. */
export function entryChunks(manifestSource: string): string[] {
  // the file assigns one JSON object: globalThis.__RSC_MANIFEST["/route"] = {...};
  const assignment = /__RSC_MANIFEST\["[^"]*"\]\s*=\s*/.exec(manifestSource)
  if (!assignment) return []
  const json = manifestSource.slice(assignment.index + assignment[0].length, manifestSource.lastIndexOf('}') + 1)
  try {
    const manifest = JSON.parse(json) as { entryJSFiles?: Record<string, string[]> }
    return Object.values(manifest.entryJSFiles ?? {}).flat()
  } catch {
    return []
  }
}

/**
 * Every chunk a public page runs at start-up, relative to the dist dir (`static/chunks/…`): the
 * framework's (the build manifest's `rootMainFiles`) and each public route's entry chunks.
 */
export function startupChunks(distDir: string): string[] {
  const buildManifest = readJsonFile<{ rootMainFiles?: string[] }>(path.join(distDir, 'build-manifest.json'))
  const chunks = new Set(buildManifest?.rootMainFiles ?? [])
  for (const group of PUBLIC_GROUPS) {
    for (const file of filesUnder(path.join(distDir, 'server', 'app', group), 'page_client-reference-manifest.js')) {
      for (const chunk of entryChunks(readFileSync(file, 'utf8'))) chunks.add(chunk)
    }
  }
  return [...chunks].filter((c) => c.startsWith('static/chunks/') && c.endsWith('.js')).sort()
}

/** Adds the hint to every start-up chunk of a build (and shifts its source map, if any); returns the chunks. */
export function addCompileHints(distDir: string): string[] {
  const chunks = startupChunks(distDir)
  // the site works without the hints, only slower to start: say so rather than fail the build
  if (chunks.length === 0) console.warn(`compile hints: no start-up chunks found in ${distDir}`)
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk)
    const source = readFileSync(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    writeFileSync(file, hinted)
    if (existsSync(`${file}.map`)) writeFileSync(`${file}.map`, shiftSourceMap(readFileSync(`${file}.map`, 'utf8')))
  }
  return chunks
}
