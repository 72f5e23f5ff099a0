import { readdirSync } from 'node:fs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// one kind of link on the site: see src/components/link.tsx
const NEXT_LINK = {
  name: 'next/link',
  message: "Import Link from '@/components/link': plain anchors that NavigationRuntime navigates and prefetches.",
}

// one way to cache a read and to read drafts (docs/decisions/0014)
const UNSTABLE_CACHE = {
  name: 'next/cache',
  importNames: ['unstable_cache'],
  message:
    "Cache a read with cachedRead or previewableRead from '@/lib/cached-read': the one wrapper, with typed tags and draft reads kept out of the cache.",
}

/**
 * The layers of src/ and what each may import (docs/architecture.md#layers). A file may import its own
 * layer and those listed after it; `src/payload-types.ts` (generated types) is open to all.
 */
const LAYERS = {
  lib: [],
  components: ['lib'],
  features: ['components', 'lib'],
  content: ['features', 'components', 'lib'],
  site: ['content', 'features', 'components', 'lib'],
  server: ['content', 'features', 'components', 'lib'],
  cms: ['content', 'features', 'components', 'lib'],
}

/**
 * The content modules (src/content/<module>), lowest first: a module may import itself and the
 * modules before it, never one after it, so no two modules import each other (docs/architecture.md#layers).
 * A module folder not named here goes just below `registry`, which gathers every module's
 * declaration and comes last: a new content type imports the modules below it and nothing imports it
 * yet. Name it here only once a module below `home` needs it.
 */
const MODULE_ORDER = [
  'shared',
  'media',
  'site-settings',
  'leads',
  'insights',
  'pages',
  'services',
  'expertise',
  'consultants',
  'offices',
  'regions',
  'search',
  'home',
]

const CONTENT_MODULES = [
  ...MODULE_ORDER,
  ...readdirSync(new URL('./src/content', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'registry' && !MODULE_ORDER.includes(d.name))
    .map((d) => d.name)
    .sort(),
  'registry',
]

/**
 * What a module declares (docs/architecture.md#layers) is pure data every content module may read,
 * whatever the order: its address builders (`<module>/paths.ts`), since the modules link to one
 * another both ways (a consultant to an office, an office to its consultants), its declaration
 * (`<module>/module.ts`) and the list of the declarations (`registry/modules.ts`, over the list
 * `npm run generate` writes, `registry/module-list.ts`), from which site search takes its types. So
 * they import nothing of content but `shared` and one another: a paths.ts only `shared`, a module.ts
 * also the builders, the lists also the module.ts files.
 */
const MODULE_FOLDERS = CONTENT_MODULES.filter((m) => m !== 'shared' && m !== 'registry')
const ADDRESS_BUILDERS = MODULE_FOLDERS.map((m) => `./${m}/paths.ts`)
const DECLARATIONS = MODULE_FOLDERS.map((m) => `./${m}/module.ts`)
const DECLARATION_LISTS = ['./registry/modules.ts', './registry/module-list.ts']

const declarationZone = (target, except, what, allowed) => ({
  target,
  from: './src/content',
  except: ['./shared', ...except],
  message: `${what} (pure data every module may read) may import only ${allowed}: see docs/architecture.md#layers.`,
})

const declarationZones = [
  declarationZone('./src/content/*/paths.ts', [], "A module's paths.ts", 'content/shared'),
  declarationZone('./src/content/*/module.ts', ADDRESS_BUILDERS, "A module's module.ts", 'content/shared and paths.ts'),
  ...DECLARATION_LISTS.map((list) =>
    declarationZone(
      `./src/content/${list.slice(2)}`,
      [...ADDRESS_BUILDERS, ...DECLARATIONS, ...DECLARATION_LISTS],
      'The module list',
      'content/shared, paths.ts and module.ts',
    ),
  ),
]

// shared is below the declarations too: they are built from it
const readableDeclarations = (module) =>
  module === 'shared' ? [] : [...ADDRESS_BUILDERS, ...DECLARATIONS, ...DECLARATION_LISTS]

const contentModuleZone = (module, below) => ({
  target: `./src/content/${module}`,
  from: './src/content',
  except: [`./${module}`, ...below.map((m) => `./${m}`), ...readableDeclarations(module)],
  message: `content/${module} may import only the content modules below it (${below.join(', ') || 'none'})${module === 'shared' ? '' : " and any module's declarations (paths.ts, module.ts, registry/modules.ts)"}: see docs/architecture.md#layers.`,
})

const layerZone = (layer, allowed, target = `./src/${layer}`) => ({
  target,
  from: './src',
  except: [`./${layer}`, ...allowed.map((l) => `./${l}`), './payload-types.ts'],
  message: `${layer} may import only ${[layer, ...allowed].join(', ')} (docs/architecture.md#layers).`,
})

export const boundaryZones = [
  ...Object.entries(LAYERS).map(([layer, allowed]) => layerZone(layer, allowed)),
  ...CONTENT_MODULES.map((module, i) => contentModuleZone(module, CONTENT_MODULES.slice(0, i))),
  ...declarationZones,
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next*/**',
      '.e2e*/**',
      '.bench/**',
      '.tmp-*/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'src/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK, UNSTABLE_CACHE],
        },
      ],
    },
  },
  {
    // a browser island never imports server code (a `*.server.ts` module reads the database or secrets)
    files: ['src/**/*.client.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK, UNSTABLE_CACHE],
          patterns: [
            {
              group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
              allowTypeImports: true,
              message: 'A client module may not import a *.server module (only its types).',
            },
          ],
        },
      ],
    },
  },
  {
    // layers import one way: see LAYERS above
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
    },
  },
  {
    files: ['src/lib/cached-read.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
]

export default config
