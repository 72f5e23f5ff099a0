import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// one kind of link on the site: see src/components/link.tsx
const NEXT_LINK = {
  name: 'next/link',
  message: "Import Link from '@/components/link': plain anchors that NavigationRuntime navigates and prefetches.",
}

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
          paths: [
            NEXT_LINK,
            {
              // one way to cache a read and to read drafts (docs/decisions/0014)
              name: 'next/cache',
              importNames: ['unstable_cache'],
              message:
                "Cache a read with cachedRead or previewableRead from '@/lib/cached-read': the one wrapper, with typed tags and draft reads kept out of the cache.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/cached-read.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK] }] },
  },
]

export default config
