import { describe, expect, it, vi } from 'vitest'
import { RECAPTCHA_ACTION as SERVER_ACTION } from '@/features/captcha/recaptcha.server'
import { RECAPTCHA_ACTION } from './captcha-token'
import { formEndpoint, newIdempotencyKey, sendSubmission } from './send-submission'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

function setup(answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof fetch
  let tokens = 0
  const captchaToken = vi.fn(async () => `token-${++tokens}`)
  /** A send to form 6 with an empty body and no wait before the retry. */
  const send = () => sendSubmission({ formId: 6, body: () => ({}), captchaToken, fetch: fetchImpl, maxRetryDelayMs: 0 })
  return { calls, fetchImpl, captchaToken, send }
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name)

describe('sendSubmission (requirements §7.3)', () => {
  it('posts JSON with an Idempotency-Key and the captcha token, and reads status "success"', async () => {
    const { calls, fetchImpl, captchaToken } = setup([json(200, { status: 'success', id: 42 })])
    const result = await sendSubmission({
      formId: 7,
      body: (token) => ({ first_name: 'Ada', captcha_token: token }),
      captchaToken,
      fetch: fetchImpl,
    })
    expect(result).toEqual({ ok: true, id: 42 })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/api/v1/forms/7')
    expect(calls[0]!.init.method).toBe('POST')
    expect(header(calls[0]!.init, 'content-type')).toBe('application/json')
    expect(header(calls[0]!.init, 'idempotency-key')).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ first_name: 'Ada', captcha_token: 'token-1' })
  })

  it('retries once on a network error with the same key and a fresh token', async () => {
    const { calls, fetchImpl, captchaToken } = setup([
      new TypeError('Failed to fetch'),
      json(200, { status: 'success', id: 1 }),
    ])
    const result = await sendSubmission({
      formId: 6,
      body: (t) => ({ t }),
      captchaToken,
      fetch: fetchImpl,
      maxRetryDelayMs: 0,
    })
    expect(result.ok).toBe(true)
    expect(calls).toHaveLength(2)
    expect(header(calls[1]!.init, 'idempotency-key')).toBe(header(calls[0]!.init, 'idempotency-key'))
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ t: 'token-2' })
  })

  it('retries once on 503 and reports the second failure', async () => {
    const { calls, send } = setup([
      json(503, { status: 'error', errors: { form: 'busy' } }, { 'retry-after': '5' }),
      json(503, { status: 'error', errors: { form: 'still busy' } }),
    ])
    const result = await send()
    expect(calls).toHaveLength(2)
    expect(result).toEqual({ ok: false, status: 503, errors: { form: 'still busy' } })
  })

  it('does not retry other failures and hands back the field errors', async () => {
    const { calls, fetchImpl, captchaToken } = setup([
      json(400, { status: 'error', errors: { email: 'Please enter a valid email address.', bad: 3 } }),
    ])
    const result = await sendSubmission({ formId: 6, body: () => ({}), captchaToken, fetch: fetchImpl })
    expect(calls).toHaveLength(1)
    expect(result).toEqual({ ok: false, status: 400, errors: { email: 'Please enter a valid email address.' } })
  })

  it('treats a 200 without status "success" or without JSON as a failure', async () => {
    const { fetchImpl, captchaToken } = setup([
      json(200, { status: 'pending' }),
      new Response('<html>', { status: 200 }),
    ])
    expect((await sendSubmission({ formId: 6, body: () => ({}), captchaToken, fetch: fetchImpl })).ok).toBe(false)
    expect((await sendSubmission({ formId: 6, body: () => ({}), captchaToken, fetch: fetchImpl })).ok).toBe(false)
  })

  it('gives up after two network errors', async () => {
    const error = new TypeError('Failed to fetch')
    const { calls, send } = setup([error, error])
    const result = await send()
    expect(calls).toHaveLength(2)
    expect(result).toEqual({ ok: false, status: null, errors: {}, error })
  })
})

describe('helpers', () => {
  it('names the endpoint per form id', () => {
    expect(formEndpoint(13)).toBe('/api/v1/forms/13')
  })
  it('makes keys the API accepts, different each time', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(/^[A-Za-z0-9._:-]{8,200}$/)
    expect(newIdempotencyKey()).not.toBe(a)
  })
  it('uses the reCAPTCHA action the server checks', () => {
    expect(RECAPTCHA_ACTION).toBe(SERVER_ACTION)
  })
})
