import { test as base, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

type GotoOptions = Parameters<Page['goto']>[1]
type ReloadOptions = Parameters<Page['reload']>[0]

/**
 * The production server loads a page's framework chunks after its load event
 * (src/server/html-pipeline/defer-scripts.ts), so on a fast connection `load` can come before React has the page.
 * The loader says when they have run (`window.__nextChunks`); until then a click on a button React
 * handles would do nothing.
 */
export async function chunksLoaded(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (window as { __nextChunks?: string }).__nextChunks !== 'pending', undefined, {
      timeout: 15_000,
    })
    // a page that navigated or closed meanwhile: the test's own next step says what went wrong
    .catch(() => undefined)
}

const waitsForLoad = (options: { waitUntil?: string } | undefined) =>
  options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle'

const followed = new WeakSet<Page>()

/** Makes `goto` and `reload` resolve once the page's code has run, as `load` meant before. */
export function followChunks(page: Page): Page {
  if (followed.has(page)) return page
  followed.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = (async (url: string, options?: GotoOptions) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await chunksLoaded(page)
    return response
  }) as Page['goto']
  page.reload = (async (options?: ReloadOptions) => {
    const response = await reload(options)
    if (waitsForLoad(options)) await chunksLoaded(page)
    return response
  }) as Page['reload']
  return page
}

/** Every page of a context, the ones it has and the ones it opens. */
export function followContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) followChunks(page)
  context.on('page', followChunks)
  return context
}

export const test = base.extend({
  // Playwright's fixture callback, not React's `use`
  context: async ({ context }, provide) => {
    await provide(followContext(context))
  },
})
