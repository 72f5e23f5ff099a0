import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layer rules of eslint.config.mjs (docs/architecture.md#layers) catch a new import against
 * them: each case lints a small file as if it were at `filePath`, with the project's own config.
 */
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths' })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('layer boundaries', { timeout: 120_000 }, () => {
  it('refuses a component that imports a feature', async () => {
    const errors = await boundaryErrors(
      'src/components/boundary-probe.tsx',
      "import { CONSENT_COOKIE } from '@/features/consent/consent-state'\nexport const probe = CONSENT_COOKIE\n",
    )
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^import\/no-restricted-paths: .*components may import only components, lib/)
  })

  it('refuses lib importing the CMS config, content or a feature', async () => {
    const errors = await boundaryErrors(
      'src/lib/boundary-probe.ts',
      [
        "import config from '@payload-config'",
        "import { slugDraft } from '@/content/shared/paths'",
        "import { CONSENT_COOKIE } from '@/features/consent/consent-state'",
        'export const probe = [config, slugDraft, CONSENT_COOKIE]',
      ].join('\n'),
    )
    expect(errors).toHaveLength(3)
    // the read layer too: it is handed the CMS config (src/cms/provide-config.ts), with no exception
    expect(
      await boundaryErrors(
        'src/lib/payload.server.ts',
        "import config from '@payload-config'\nexport const c = config\n",
      ),
    ).toHaveLength(1)
  })

  it('refuses a feature that imports a content module, and content that imports the CMS assembly', async () => {
    expect(
      await boundaryErrors(
        'src/features/boundary-probe.ts',
        "import { slugDraft } from '@/content/shared/paths'\nexport const p = slugDraft\n",
      ),
    ).toHaveLength(1)
    expect(
      await boundaryErrors(
        'src/content/boundary-probe.ts',
        "import { buildSiteConfig } from '@/cms/payload.config'\nexport const p = buildSiteConfig\n",
      ),
    ).toHaveLength(1)
  })

  it('refuses a content module that imports one above it in the module order, and lets it import one below', async () => {
    const upward = await boundaryErrors(
      'src/content/insights/boundary-probe.ts',
      "import { getPageByPath } from '@/content/pages/pages.server'\nexport const probe = getPageByPath\n",
    )
    expect(upward).toHaveLength(1)
    expect(upward[0]).toMatch(
      /^import\/no-restricted-paths: .*content\/insights may import only the content modules below it/,
    )
    expect(upward[0]).toContain('docs/architecture.md#layers')
    expect(
      await boundaryErrors(
        'src/content/pages/boundary-probe.ts',
        "import { InsightSection } from '@/content/insights/insight-section'\nexport const probe = InsightSection\n",
      ),
    ).toEqual([])
  })

  it('lets any content module link through any module’s address builders, which import only content/shared', async () => {
    // insights sits below offices and consultants, yet links to them
    expect(
      await boundaryErrors(
        'src/content/insights/boundary-probe.ts',
        "import { officePaths } from '@/content/offices/paths'\nexport const probe = officePaths\n",
      ),
    ).toEqual([])
    // a module's other files stay closed to the modules below it
    expect(
      await boundaryErrors(
        'src/content/insights/boundary-probe.ts',
        "import { officeCount } from '@/content/offices/office-directory'\nexport const probe = officeCount\n",
      ),
    ).toHaveLength(1)
    // address builders import nothing of content but shared, not even another module's builders
    const fromBuilders = await boundaryErrors(
      'src/content/offices/paths.ts',
      [
        "import { slugDraft } from '@/content/shared/paths'",
        "import { regionPaths } from '@/content/regions/paths'",
        "import { OFFICES_MODULE } from './module'",
        'export const probe = [slugDraft, regionPaths, OFFICES_MODULE]',
      ].join('\n'),
    )
    expect(fromBuilders).toHaveLength(2)
    for (const error of fromBuilders) expect(error).toMatch(/paths\.ts .*may import only content\/shared/)
  })

  it('lets any content module read the module declarations, which import only what they declare with', async () => {
    // site search sits below registry, yet takes its types from the module list
    expect(
      await boundaryErrors(
        'src/content/search/boundary-probe.ts',
        "import { CONTENT_MODULES } from '@/content/registry/modules'\nexport const probe = CONTENT_MODULES\n",
      ),
    ).toEqual([])
    // the rest of the registry stays above every module
    expect(
      await boundaryErrors(
        'src/content/search/boundary-probe.ts',
        "import { ROUTES } from '@/content/registry/routes'\nexport const probe = ROUTES\n",
      ),
    ).toHaveLength(1)
    // a declaration imports no module's code
    const fromDeclaration = await boundaryErrors(
      'src/content/offices/module.ts',
      "import { officeCount } from '@/content/offices/office-directory'\nexport const probe = officeCount\n",
    )
    expect(fromDeclaration).toHaveLength(1)
    expect(fromDeclaration[0]).toMatch(/module\.ts .*may import only content\/shared and paths\.ts/)
    // and shared, which they are built from, reads none of them
    expect(
      await boundaryErrors(
        'src/content/shared/boundary-probe.ts',
        "import { officePaths } from '@/content/offices/paths'\nexport const probe = officePaths\n",
      ),
    ).toHaveLength(1)
  })

  it('lets each layer import the ones below it', async () => {
    expect(
      await boundaryErrors(
        'src/site/boundary-probe.tsx',
        [
          "import { officePaths } from '@/content/offices/paths'",
          "import { CONSENT_COOKIE } from '@/features/consent/consent-state'",
          "import Link from '@/components/link'",
          "import { serverEnv } from '@/lib/env'",
          'export const probe = [officePaths, CONSENT_COOKIE, Link, serverEnv]',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})
