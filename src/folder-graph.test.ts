import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No two folders of src/ import each other, directly or round a longer circle
 * (docs/architecture.md#layers). A folder is a top-level folder of src/, or a content module
 * (src/content/<module>); a file directly in src/ is a node of its own, and so are a module's
 * declarations (below), which import only `content/shared` and one another and which every module
 * may read. Tests are left out.
 */
const SRC = path.resolve(import.meta.dirname)

const SOURCE = /\.(ts|tsx|mjs)$/
const TEST = /\.test\.[a-z]+$/
const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && !TEST.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f))
}

/** The file a specifier names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier === '@payload-config') base = path.join(SRC, 'cms/payload.config')
  else if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const found = EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile())
  return found ?? null
}

/**
 * A module's address builders (`paths.ts`), its declaration (`module.ts`) and the list of the
 * declarations (`registry/modules.ts` and the generated `registry/module-list.ts`): pure data every
 * module may read, each a node of its own.
 */
const DECLARATION = /^content\/(?!shared\/)[^/]+\/(?:paths|module)\.ts$|^content\/registry\/module(?:s|-list)\.ts$/

/** The node a file of src/ belongs to (paths relative to src/, with '/'). */
export function folderOf(file: string): string {
  const parts = file.split('/')
  if (DECLARATION.test(file)) return file.replace(/\.ts$/, '')
  if (parts[0] === 'content' && parts.length > 2) return `content/${parts[1]}`
  return parts.length > 1 ? parts[0]! : file
}

/** Folder → folder → the file edges behind it. */
export type FolderGraph = Map<string, Map<string, string[]>>

export function addEdge(graph: FolderGraph, fromFile: string, toFile: string): void {
  const a = folderOf(fromFile)
  const b = folderOf(toFile)
  if (a === b) return
  const targets = graph.get(a) ?? new Map<string, string[]>()
  graph.set(a, targets)
  targets.set(b, [...(targets.get(b) ?? []), `${fromFile} -> ${toFile}`])
}

function srcGraph(): FolderGraph {
  const graph: FolderGraph = new Map()
  const rel = (f: string) => path.relative(SRC, f).split(path.sep).join('/')
  for (const file of sourceFiles(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveImport(file, (m[1] ?? m[2])!)
      if (target) addEdge(graph, rel(file), rel(target))
    }
  }
  return graph
}

/** The circles of the graph: its strongly connected components of more than one folder (Tarjan). */
export function circles(graph: FolderGraph): string[][] {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((t) => [...t.keys()])])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v)
  return found
}

/** A circle's folder edges with the file imports behind each, for the failure message. */
function describeCircle(graph: FolderGraph, circle: string[]): string {
  const members = new Set(circle)
  const lines = [`circle: ${circle.join(', ')}`]
  for (const a of circle)
    for (const [b, files] of graph.get(a) ?? [])
      if (members.has(b)) lines.push(`  ${a} -> ${b}`, ...files.map((f) => `      ${f}`))
  return lines.join('\n')
}

describe('folder graph of src/', () => {
  it('finds a circle in a small graph, round three folders, and none once an edge is gone', () => {
    const graph: FolderGraph = new Map()
    addEdge(graph, 'content/insights/card.tsx', 'content/pages/read.ts')
    addEdge(graph, 'content/pages/view.tsx', 'content/leads/form.tsx')
    addEdge(graph, 'content/leads/props.ts', 'content/insights/list.ts')
    addEdge(graph, 'content/leads/props.ts', 'lib/env.ts')
    addEdge(graph, 'proxy.ts', 'lib/env.ts')
    expect(circles(graph)).toEqual([['content/insights', 'content/leads', 'content/pages']])
    expect(describeCircle(graph, circles(graph)[0]!)).toContain('content/leads/props.ts -> content/insights/list.ts')
    graph.get('content/leads')!.delete('content/insights')
    expect(circles(graph)).toEqual([])
  })

  it('makes a module’s declarations nodes of their own, so reading them closes no circle', () => {
    expect(folderOf('content/offices/paths.ts')).toBe('content/offices/paths')
    expect(folderOf('content/offices/map/paths.ts')).toBe('content/offices')
    expect(folderOf('content/shared/paths.ts')).toBe('content/shared')
    expect(folderOf('content/search/module.ts')).toBe('content/search/module')
    expect(folderOf('content/registry/modules.ts')).toBe('content/registry/modules')
    expect(folderOf('content/registry/routes.ts')).toBe('content/registry')
    const graph: FolderGraph = new Map()
    addEdge(graph, 'content/offices/office-page.tsx', 'content/insights/insight-card.tsx')
    addEdge(graph, 'content/insights/insight-card.tsx', 'content/offices/paths.ts')
    addEdge(graph, 'content/offices/paths.ts', 'content/shared/route.ts')
    expect(circles(graph)).toEqual([])
  })

  it('has no circle between folders', () => {
    const graph = srcGraph()
    const found = circles(graph)
    expect(found.map((c) => describeCircle(graph, c)).join('\n')).toBe('')
  })
})
