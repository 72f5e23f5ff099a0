import 'server-only'
import { serverEnv } from '@/lib/env'
import { rememberSettingsOrigins } from '@/lib/third-party-origins'
import type { SiteSetting } from '@/payload-types'

/** What the browser runtime needs to know about third parties; everything optional = off. */
export type BrowserThirdParties = {
  consentBanner: boolean
  gtmId?: string
  gtmScriptUrl: string
  crmScriptUrl?: string
  visitorIntelScriptUrl?: string
  errorReportingDsn?: string
}

const value = (v: string | null | undefined): string | undefined => v?.trim() || undefined

/** Env first, then the site settings (docs/architecture.md#decisions); the result also feeds the CSP's origin list. */
export function browserThirdParties(settings: SiteSetting): BrowserThirdParties {
  const env = serverEnv()
  const tracking = settings.tracking ?? {}
  rememberSettingsOrigins(tracking)
  return {
    consentBanner: settings.features?.consentBanner !== false,
    gtmId: value(env.GTM_ID) ?? value(tracking.gtmId),
    gtmScriptUrl: env.GTM_SCRIPT_URL,
    crmScriptUrl: value(env.CRM_SCRIPT_URL) ?? value(tracking.crmScriptUrl),
    visitorIntelScriptUrl: value(env.VISITOR_INTEL_SCRIPT_URL) ?? value(tracking.visitorIntelScriptUrl),
    errorReportingDsn: value(env.ERROR_REPORTING_DSN) ?? value(tracking.errorReportingDsn),
  }
}
