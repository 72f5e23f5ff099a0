/**
 * Consent-gated third-party scripts (requirements §4 "Consent and tracking"). The marketing/CRM tracking
 * script and the visitor-intelligence script load only with advertisement consent 'yes', and load
 * again whenever the consent changes. GTM loads once analytics or advertisement is granted, after
 * the Consent Mode defaults (CONSENT_DEFAULTS_SCRIPT in consent-state.ts) are in the data layer.
 */
import type { Consent } from '@/features/consent/consent-state'

export type ConsentScripts = { crmScriptUrl?: string; visitorIntelScriptUrl?: string }

const MARK = 'data-consent-script'

function httpUrl(url: string): string | null {
  try {
    const u = new URL(url, window.location.href)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null
  } catch {
    return null
  }
}

function inject(name: string, url: string): void {
  const src = httpUrl(url)
  if (!src) {
    console.error(`Tracking script "${name}" has no valid http(s) address`, url)
    return
  }
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.setAttribute(MARK, name)
  script.onerror = () => console.error(`Tracking script "${name}" could not be loaded`, src)
  document.body.appendChild(script)
}

/** Removes what a previous consent loaded, then loads what this one allows. */
export function syncConsentScripts(consent: Consent | null, scripts: ConsentScripts): void {
  for (const old of document.querySelectorAll(`script[${MARK}]`)) old.remove()
  if (consent?.advertisement !== 'yes') return
  if (scripts.crmScriptUrl) inject('crm', scripts.crmScriptUrl)
  if (scripts.visitorIntelScriptUrl) inject('visitor-intelligence', scripts.visitorIntelScriptUrl)
}

let gtmLoaded = false

export function loadGtm(consent: Consent | null, gtmId: string | undefined, scriptUrl: string): void {
  if (gtmLoaded || !gtmId) return
  if (consent?.analytics !== 'yes' && consent?.advertisement !== 'yes') return
  const src = httpUrl(scriptUrl)
  if (!src) return
  // the Consent Mode defaults (a deferred script) must be in the data layer before GTM's first event
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => loadGtm(consent, gtmId, scriptUrl), { once: true })
    return
  }
  gtmLoaded = true
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const url = new URL(src)
  url.searchParams.set('id', gtmId)
  const script = document.createElement('script')
  script.src = url.href
  script.async = true
  script.setAttribute('data-gtm', '')
  document.head.appendChild(script)
}
