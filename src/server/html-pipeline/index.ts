import type { FrameworkPatch } from '../../lib/framework-patches'
import { deferFrameworkScripts } from './defer-scripts'
import { withServerErrorPage } from './server-error-page'

export { deferredScriptUrls } from './defer-scripts'

/**
 * Everything the production server changes in the HTML that Next produces, in this order, on site
 * pages only (the CMS admin is sent as Next makes it):
 *
 * 1. `server-error-page`: a failed render's empty error document becomes the prerendered `/500`
 *    (docs/decisions/0007).
 * 2. `defer-scripts`: the framework's chunk tags move into a loader that adds them after the first
 *    paint (docs/decisions/0009; off with FRAMEWORK_PATCHES_OFF=defer-scripts, to measure it).
 *
 * Each step reads Next's output, so each is run on a real `next build` of this site by
 * tests/e2e/framework-patches.spec.ts and tests/e2e/error-pages.spec.ts, which fail when an upgrade
 * leaves a step nothing to do. The server hashes the inline scripts of the result for its CSP (../csp.ts).
 */
export type PipelineSettings = {
  /** The build's folder (absolute), where `/500` was prerendered. */
  distDir: string
  /** Patches turned off, to measure them (FRAMEWORK_PATCHES_OFF); empty in production. */
  patchesOff: ReadonlySet<FrameworkPatch>
}

export function rewriteHtml(
  html: string,
  page: { status: number; admin: boolean },
  settings: PipelineSettings,
): string {
  if (page.admin) return html
  const site = withServerErrorPage(page.status, html, settings.distDir)
  return settings.patchesOff.has('defer-scripts') ? site : deferFrameworkScripts(site)
}
