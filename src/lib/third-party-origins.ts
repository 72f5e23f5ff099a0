/**
 * Every third-party origin the browser may talk to, derived from configuration, so the
 * Content-Security-Policy allows exactly the configured third parties and nothing else.
 * Unset settings contribute nothing (docs/architecture.md#decisions: off when unset).
 *
 * Env is read synchronously; tracking addresses editors set in the site settings are added by
 * `rememberSettingsOrigins` whenever the server resolves them (see
 * features/tracking/tracking-config.server.ts), kept on globalThis so the custom server and Next's
 * bundles, which load this module separately in one process, share them.
 */
import { serverEnv, type ServerEnv } from './env'

export type ThirdPartyOrigins = { script: string[]; connect: string[]; img: string[]; frame: string[] }

/** The tracking fields of the site settings that name a third party. */
export type TrackingSettingsOrigins = {
  gtmId?: string | null
  crmScriptUrl?: string | null
  visitorIntelScriptUrl?: string | null
  socialAdvocacyScriptUrl?: string | null
  adTrackingServerUrl?: string | null
  errorReportingDsn?: string | null
}

const REGISTRY_KEY = Symbol.for('arden-hale.third-party-origins')
type Registry = { settings: TrackingSettingsOrigins }

function registry(): Registry {
  const g = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry }
  g[REGISTRY_KEY] ??= { settings: {} }
  return g[REGISTRY_KEY]
}

/** Records the site settings' third parties so later CSPs allow them. */
export function rememberSettingsOrigins(settings: TrackingSettingsOrigins | null | undefined): void {
  if (settings) registry().settings = { ...settings }
}

/** The origin of an http(s) URL, or undefined for anything else (relative, javascript:, junk). */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

const GOOGLE_ANALYTICS = ['https://www.google-analytics.com', 'https://*.google-analytics.com']

export function originsFrom(
  env: Pick<
    ServerEnv,
    | 'ERROR_REPORTING_DSN'
    | 'GTM_ID'
    | 'GTM_SCRIPT_URL'
    | 'CRM_SCRIPT_URL'
    | 'VISITOR_INTEL_SCRIPT_URL'
    | 'CAPTCHA_PROVIDER'
    | 'RECAPTCHA_SCRIPT_URL'
    | 'GRAPHQL_WS_URL'
  >,
  settings: TrackingSettingsOrigins = {},
): ThirdPartyOrigins {
  const script = new Set<string>()
  const connect = new Set<string>()
  const img = new Set<string>()
  const frame = new Set<string>()
  const add = (set: Set<string>, origin: string | undefined) => origin && set.add(origin)

  // error reporting: the SDK is our own bundle; only its ingest endpoint is third party
  add(connect, originOf(env.ERROR_REPORTING_DSN ?? settings.errorReportingDsn))

  if (env.GTM_ID?.trim() || settings.gtmId?.trim()) {
    const gtm = originOf(env.GTM_SCRIPT_URL)
    add(script, gtm)
    add(connect, gtm)
    add(img, gtm)
    add(frame, gtm)
    // tags GTM itself loads (Google Analytics); other vendors' tags need their own entries
    for (const o of GOOGLE_ANALYTICS) {
      script.add(o)
      connect.add(o)
      img.add(o)
    }
  }
  for (const url of [
    env.CRM_SCRIPT_URL ?? settings.crmScriptUrl,
    env.VISITOR_INTEL_SCRIPT_URL ?? settings.visitorIntelScriptUrl,
    settings.socialAdvocacyScriptUrl,
  ]) {
    const origin = originOf(url)
    add(script, origin)
    add(connect, origin)
    add(img, origin)
  }
  add(connect, originOf(settings.adTrackingServerUrl))

  if (env.CAPTCHA_PROVIDER === 'recaptcha') {
    const recaptcha = originOf(env.RECAPTCHA_SCRIPT_URL)
    add(script, recaptcha)
    add(frame, recaptcha)
    add(connect, recaptcha)
    // Google's script pulls its worker code from gstatic when served by Google
    if (recaptcha === 'https://www.google.com') {
      script.add('https://www.gstatic.com')
      frame.add('https://www.gstatic.com')
    }
  }
  const ws = env.GRAPHQL_WS_URL?.trim()
  if (ws) {
    try {
      const u = new URL(ws)
      if (u.protocol === 'ws:' || u.protocol === 'wss:' || u.protocol === 'http:' || u.protocol === 'https:') {
        connect.add(`${u.protocol}//${u.host}`)
      }
    } catch {
      // an invalid address adds nothing
    }
  }
  return { script: [...script], connect: [...connect], img: [...img], frame: [...frame] }
}

/** The configured third parties, for the CSP (HEADERS). */
export function thirdPartyOrigins(settings?: TrackingSettingsOrigins): ThirdPartyOrigins {
  return originsFrom(serverEnv(), settings ?? registry().settings)
}
