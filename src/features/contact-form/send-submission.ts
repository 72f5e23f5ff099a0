/**
 * Sends one submit attempt to POST /api/v1/forms/{formId} (requirements §7.3, docs/architecture.md#decisions). A network error
 * or a 503 is retried once automatically with the same Idempotency-Key, so a lead the server did
 * store before the answer got lost is not stored twice. Each request carries a fresh captcha
 * token, since the server spends a token when it accepts it.
 */

import { http } from '@/lib/http'

export type SubmitResult =
  { ok: true; id: unknown } | { ok: false; status: number | null; errors: Record<string, string>; error?: unknown }

export type SendOptions = {
  formId: number
  /** The API body for a captcha token (requirements §3 plus captcha_token). */
  body: (captchaToken: string) => object
  captchaToken: () => Promise<string>
  fetch?: typeof fetch
  /** Upper bound of the wait before the retry; the server's Retry-After is honoured up to it. */
  maxRetryDelayMs?: number
}

const RETRY_DELAY_MS = 1000
const MAX_RETRY_DELAY_MS = 5000

export function formEndpoint(formId: number): string {
  return `/api/v1/forms/${formId}`
}

/** 32 hex characters from the platform's random source (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function retryDelay(response: Response | null, maxMs: number): number {
  const seconds = Number(response?.headers.get('retry-after'))
  const wanted = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RETRY_DELAY_MS
  return Math.min(wanted, maxMs)
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fieldErrors(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

export async function sendSubmission({
  formId,
  body,
  captchaToken,
  fetch: fetchImpl = http,
  maxRetryDelayMs = MAX_RETRY_DELAY_MS,
}: SendOptions): Promise<SubmitResult> {
  const key = newIdempotencyKey()
  for (let attempt = 1; ; attempt++) {
    const last = attempt === 2
    let response: Response
    try {
      const token = await captchaToken()
      response = await fetchImpl(formEndpoint(formId), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body(token)),
      })
    } catch (error) {
      if (!last) {
        await wait(retryDelay(null, maxRetryDelayMs))
        continue
      }
      return { ok: false, status: null, errors: {}, error }
    }
    if (response.status === 503 && !last) {
      await wait(retryDelay(response, maxRetryDelayMs))
      continue
    }
    const answer: unknown = await response.json().catch(() => null)
    if (response.ok && isRecord(answer) && answer.status === 'success') return { ok: true, id: answer.id }
    return { ok: false, status: response.status, errors: isRecord(answer) ? fieldErrors(answer.errors) : {} }
  }
}
