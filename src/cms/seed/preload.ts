/**
 * Works around an intermittent Node 20 ESM deadlock: Lexical's `*.node.mjs` entry points use
 * top-level `await import('./X.dev.mjs')`, and when many of them are evaluated concurrently (as
 * when the Payload config pulls in @payloadcms/richtext-lexical) the import of the config can stay
 * pending forever. Node then exits silently with code 0 (dynamic import) or 13 (static import)
 * before doing any work. Loading the Lexical packages one at a time, in dependency order, first
 * avoids the concurrent evaluation. Packages that are not installed are skipped.
 */
const LEXICAL_IN_DEPENDENCY_ORDER = [
  'lexical',
  '@lexical/selection',
  '@lexical/utils',
  '@lexical/extension',
  '@lexical/text',
  '@lexical/a11y',
  '@lexical/dragon',
  '@lexical/html',
  '@lexical/list',
  '@lexical/link',
  '@lexical/mark',
  '@lexical/clipboard',
  '@lexical/history',
  '@lexical/code-core',
  '@lexical/rich-text',
  '@lexical/plain-text',
  '@lexical/table',
  '@lexical/markdown',
  '@lexical/headless',
]

export async function preloadLexical(): Promise<void> {
  for (const name of LEXICAL_IN_DEPENDENCY_ORDER) {
    try {
      await import(name)
    } catch {
      // not installed in this version: nothing to preload
    }
  }
}
