/**
 * The part of the browser runtime that can wait until the page is interactive and the browser is
 * idle: error reporting, and the third-party scripts consent allows. A chunk of its own, so none of
 * it is in a page's first load (docs/performance.md#budgets).
 */
import type { Consent } from '@/features/consent/consent-state'
import { adoptEarlyErrors, startErrorReporting } from '@/features/errors/error-reporting'
import { loadGtm, syncConsentScripts, type ConsentScripts } from '@/features/tracking/third-party-scripts'

/** Loads the error-reporting SDK (or the mock notifier) and hands it what the head script buffered. */
export function startErrorReportingNow(dsn: string | undefined): void {
  void startErrorReporting({
    dsn,
    // the layout's head script has been buffering since the first byte, so nothing before this is lost
    buffer: adoptEarlyErrors(window),
    load: (key) => import('@/features/errors/sentry-reporter').then((m) => m.startSentry(key)),
    log: (message) => console.info(message),
  })
}

/** The scripts a consent allows: the CRM and visitor-intelligence scripts, and GTM. */
export function applyConsent(
  consent: Consent | null,
  scripts: ConsentScripts & { gtmId?: string; gtmScriptUrl: string },
): void {
  syncConsentScripts(consent, scripts)
  loadGtm(consent, scripts.gtmId, scripts.gtmScriptUrl)
}
