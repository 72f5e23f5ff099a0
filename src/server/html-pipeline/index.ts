import { deferFrameworkScripts } from './defer-scripts'
import { dropInlinedCssCopy } from './drop-css-copy'
import { withServerErrorPage } from './server-error-page'
import { patchOn } from '../../lib/framework-patches'

export { deferredScriptUrls } from './defer-scripts'

/**
 * Everything the production server changes in the HTML that Next and React produce, in this order:
 *
 * 1. `server-error-page`: a failed render's empty error document becomes the prerendered `/500`
 *    (site pages; docs/decisions/0007).
 * 2. `defer-scripts`: the framework's chunk tags move into a loader that adds them after the first
 *    paint (site pages; the CMS admin keeps Next's tags).
 * 3. `drop-css-copy`: the RSC payload's copy of the inlined stylesheets is emptied (every page).
 *
 * Steps 2 and 3 can be turned off to measure them (FRAMEWORK_PATCHES_OFF, src/lib/framework-patches.ts).
 * Each step reads Next's or React's output, so each is run on a real `next build` of this site by
 * tests/e2e/framework-patches.spec.ts, which fails when an upgrade leaves a step nothing to do.
 * The server hashes the inline scripts of the result for its CSP (../csp.ts).
 */
export function rewriteHtml(html: string, page: { status: number; admin: boolean }): string {
  if (page.admin) return patchOn('drop-css-copy') ? dropInlinedCssCopy(html) : html
  const site = withServerErrorPage(page.status, html)
  const deferred = patchOn('defer-scripts') ? deferFrameworkScripts(site) : site
  return patchOn('drop-css-copy') ? dropInlinedCssCopy(deferred) : deferred
}
