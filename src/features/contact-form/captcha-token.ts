/**
 * The human-check token sent as `captcha_token` (requirements §7.3, docs/architecture.md#decisions), obtained just before each
 * request: tokens are single use, so a retried request needs a fresh one.
 */
import { http } from '@/lib/http'
import { encodeAltchaToken, solveAltcha, type AltchaChallenge } from './altcha-solver'

export type CaptchaProvider = 'altcha' | 'recaptcha'

export const ALTCHA_CHALLENGE_PATH = '/api/v1/captcha/challenge'
/** Must equal RECAPTCHA_ACTION of the server check (a test compares them). */
export const RECAPTCHA_ACTION = 'checkcaptcha'
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

async function altchaToken(signal?: AbortSignal): Promise<string> {
  const res = await http(ALTCHA_CHALLENGE_PATH, { cache: 'no-store', signal })
  if (!res.ok) throw new Error(`Captcha challenge answered ${res.status}`)
  const challenge = (await res.json()) as AltchaChallenge
  const number = await solveAltcha(challenge, signal)
  if (number === null) throw new Error('Captcha challenge could not be solved')
  return encodeAltchaToken(challenge, number)
}

let recaptchaLoading: Promise<Grecaptcha> | undefined

/** Loads Google's script once, at the first submit: no third-party code before it is needed. */
function loadRecaptcha(siteKey: string, scriptUrl = RECAPTCHA_SCRIPT): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    const src = new URL(scriptUrl, window.location.href)
    src.searchParams.set('render', siteKey)
    script.src = src.href
    script.async = true
    script.onload = () => {
      const api = window.grecaptcha
      if (api) api.ready(() => resolve(api))
      else reject(new Error('reCAPTCHA did not start'))
    }
    script.onerror = () => {
      script.remove()
      reject(new Error('reCAPTCHA could not be loaded'))
    }
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    recaptchaLoading = undefined
    throw error
  })
  return recaptchaLoading
}

async function recaptchaToken(siteKey: string | undefined, scriptUrl?: string): Promise<string> {
  if (!siteKey) throw new Error('reCAPTCHA site key is not configured')
  const api = await loadRecaptcha(siteKey, scriptUrl)
  return api.execute(siteKey, { action: RECAPTCHA_ACTION })
}

export function getCaptchaToken(
  provider: CaptchaProvider,
  { siteKey, signal, scriptUrl }: { siteKey?: string; signal?: AbortSignal; scriptUrl?: string } = {},
): Promise<string> {
  return provider === 'recaptcha' ? recaptchaToken(siteKey, scriptUrl) : altchaToken(signal)
}
