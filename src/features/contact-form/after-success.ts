/**
 * What happens in the browser after a lead was accepted (requirements §7.4-§7.6): the data-layer event,
 * the ad-click tracking call and the social-advocacy lead script. None of them may hold up or
 * break the visitor's way to the thank-you page, so each one fails quietly (logged only, §8).
 */
import { AD_CLICK_PARAMS } from '@/lib/constants'
import { readCookie } from '@/lib/cookies'
import { http } from '@/lib/http'
import {
  buildAdTrackingBody,
  buildLeadEvent,
  hasAdClickIds,
  type AdTrackingBody,
  type LeadContext,
  type LeadEvent,
  type LeadValues,
} from './analytics'
import type { Topic } from './topics'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * The ad-click ids of this visit: from the query string, else from the cookies that keep them for
 * 30 days (requirements §7.10), so a lead sent after browsing on still carries the click.
 */
export function adClickParams(search: string, cookies: string): URLSearchParams {
  const query = new URLSearchParams(search)
  const params = new URLSearchParams()
  for (const name of AD_CLICK_PARAMS) {
    const value = query.get(name) || readCookie(cookies, name)
    if (value) params.set(name, value)
  }
  return params
}

export function pushLeadEvent(event: LeadEvent): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

/** `${server}/data`, or null when the configured address is not http(s). */
export function adTrackingEndpoint(serverUrl: string): string | null {
  try {
    const url = new URL(serverUrl.trim().replace(/\/+$/, '') + '/data')
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** POST {server}/data (requirements §7.4); keepalive lets it finish while the next page loads. */
export async function sendAdTracking(serverUrl: string, body: AdTrackingBody): Promise<void> {
  const endpoint = adTrackingEndpoint(serverUrl)
  try {
    if (!endpoint) throw new Error(`Ad-tracking server URL is not valid: ${serverUrl}`)
    const res = await http(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    })
    if (!res.ok) throw new Error(`Ad-tracking server answered ${res.status}`)
  } catch (error) {
    console.error('Ad-click tracking failed', error)
  }
}

/**
 * The social-advocacy provider's lead script (requirements §7.5), configured through data attributes:
 * data-site-id, data-form-id (the topic) and data-form-tracking="true".
 */
export function injectLeadTrackingScript({
  scriptUrl,
  siteId,
  formId,
}: {
  scriptUrl: string
  siteId: string
  formId: string
}): void {
  try {
    const url = new URL(scriptUrl, window.location.href)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) script: ${scriptUrl}`)
    const script = document.createElement('script')
    script.src = url.href
    script.async = true
    script.dataset.siteId = siteId
    script.dataset.formId = formId
    script.dataset.formTracking = 'true'
    script.onerror = () => console.error('Lead-tracking script could not be loaded', url.href)
    document.body.appendChild(script)
  } catch (error) {
    console.error('Lead-tracking script not injected', error)
  }
}

/** The site's tracking settings the form receives from the server (requirements §7.4, §7.5). */
export type ContactFormTracking = {
  adsTracking: boolean
  adTrackingServerUrl?: string
  socialAdvocacySiteId?: string
  socialAdvocacyScriptUrl?: string
}

/** All of the above for one accepted lead, each as the site's settings ask. */
export function reportLead(
  topic: Topic,
  values: LeadValues,
  context: LeadContext,
  tracking: ContactFormTracking,
): void {
  try {
    pushLeadEvent(buildLeadEvent(topic, values, context))
  } catch (error) {
    console.error('Analytics event not pushed', error)
  }
  if (tracking.adsTracking && tracking.adTrackingServerUrl) {
    const params = adClickParams(window.location.search, document.cookie)
    if (hasAdClickIds(params)) void sendAdTracking(tracking.adTrackingServerUrl, buildAdTrackingBody(params, values))
  }
  if (tracking.socialAdvocacySiteId && tracking.socialAdvocacyScriptUrl) {
    injectLeadTrackingScript({
      scriptUrl: tracking.socialAdvocacyScriptUrl,
      siteId: tracking.socialAdvocacySiteId,
      formId: topic.id,
    })
  }
}
