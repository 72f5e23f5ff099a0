import 'server-only'
import type { Payload } from 'payload'
import { verifyCaptcha } from '@/features/captcha/verify.server'
import { cvProblemMessage, readCvDataUrl } from '@/features/contact-form/cv-file'
import { parseSubmissionFor } from '@/features/contact-form/schema'
import { topicByFormId } from '@/features/contact-form/topics'
import { clientIp } from '@/lib/client-ip'
import { CV_MAX_BYTES } from '@/lib/constants'
import { createLogger, requestIdOf } from '@/lib/logger'
import type { ServerEnv } from '@/lib/env'
import type { RateLimiter } from '@/lib/rate-limit.server'
import { readJsonObject, type JsonObjectRead } from '@/lib/json-body'
import { readBodyLimited } from '@/lib/read-body'
import { isOwnOrigin } from '@/lib/request-origin'
import { PerKeyLimit, Semaphore } from '@/lib/semaphore'
import { captureLead, type CvUpload, type LeadInput } from './capture-lead.server'
import { ClientGone, LeadQueueFull } from './lead-queue'

/** A 5 MB CV as a base64 data URL is ~7 MB; the other fields add a few KB. */
export const MAX_BODY_BYTES = Math.ceil((CV_MAX_BYTES * 4) / 3) + 256 * 1024
const LARGE_BODY_BYTES = 256 * 1024
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/
const log = createLogger({ component: 'forms-api' })

type Deps = {
  payload: () => Promise<Payload>
  env: ServerEnv
  /** per client address */
  rateLimiter: RateLimiter
  /** all addresses together (one key), so rotating addresses still meets a ceiling */
  globalRateLimiter?: RateLimiter
}

function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

const fail = (status: number, errors: Record<string, string>, headers?: Record<string, string>) =>
  json(status, { status: 'error', errors }, headers)

const DUPLICATE_KEY_SHOWN = 64

function jsonProblem(read: Exclude<JsonObjectRead, { ok: true }>): Record<string, string> {
  switch (read.problem) {
    case 'not-utf8':
      return { body: 'The request body is not valid UTF-8 text.' }
    case 'not-json':
      return { body: 'The request body is not valid JSON.' }
    case 'not-object':
      return { body: 'The request body must be a JSON object.' }
    case 'duplicate-key':
      // keyed by the field, as every field error is
      return { [read.key.slice(0, DUPLICATE_KEY_SHOWN)]: 'This field is sent more than once.' }
  }
}

/**
 * POST /api/v1/forms/{formId} (docs/architecture.md#decisions): every refusal is decided before anything is stored,
 * and success is answered only once the lead, its CV and its delivery job are committed.
 */
export function createFormsHandler({ payload, env, rateLimiter, globalRateLimiter }: Deps) {
  const uploads = new Semaphore(env.FORMS_MAX_CONCURRENT_UPLOADS)
  const uploadsPerAddress = new PerKeyLimit(env.FORMS_MAX_UPLOADS_PER_ADDRESS)
  const bodyLimits = { maxBytes: MAX_BODY_BYTES, totalMs: env.FORMS_BODY_TIMEOUT_MS, idleMs: env.FORMS_BODY_IDLE_MS }

  return async function handle(request: Request, formId: string): Promise<Response> {
    const topic = topicByFormId(formId)
    if (!topic) return fail(404, { formId: 'Unknown form.' })

    // a browser always sends Origin on a POST; a server-to-server client may leave it out
    const origin = request.headers.get('origin')
    if (origin !== null && !isOwnOrigin(origin, request.headers, env.SITE_URL, env.TRUSTED_PROXY_HOPS)) {
      return fail(403, { form: 'Submissions are accepted from this site only.' })
    }

    const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
    if (type !== 'application/json') return fail(415, { body: 'Content-Type must be application/json.' })

    const idempotencyKey = request.headers.get('idempotency-key') ?? undefined
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return fail(400, { idempotency_key: 'Idempotency-Key must be 8 to 200 letters, digits or ._:-' })
    }

    const ip = clientIp(request.headers, env.TRUSTED_PROXY_HOPS)
    const perAddress = await rateLimiter.hit(ip)
    // an address over its own limit does not also use up everyone's shared allowance
    const decision = perAddress.allowed && globalRateLimiter ? await globalRateLimiter.hit('all') : perAddress
    if (!decision.allowed) {
      log.warn('form submission rate limited', {
        requestId: requestIdOf(request.headers),
        formId,
        scope: perAddress.allowed ? 'global' : 'address',
      })
      return fail(
        429,
        { form: 'Too many submissions. Please try again later.' },
        { 'retry-after': String(decision.retryAfterSeconds) },
      )
    }

    const declared = Number(request.headers.get('content-length') ?? 'NaN')
    const large = !(declared <= LARGE_BODY_BYTES)
    // a large body holds one of few upload slots while it arrives: one address may not take them all
    const releaseOwn = large ? uploadsPerAddress.tryAcquire(ip) : () => {}
    if (!releaseOwn) {
      return fail(
        429,
        { form: 'Another upload from your address is in progress. Please wait for it to finish.' },
        {
          'retry-after': '10',
          connection: 'close',
        },
      )
    }
    const release = large ? await uploads.acquire(15_000) : () => {}
    if (!release) {
      releaseOwn()
      return fail(503, { form: 'The server is busy. Please try again shortly.' }, { 'retry-after': '5' })
    }
    try {
      const body = await readBodyLimited(request, bodyLimits)
      // the rest of an unread body never will be: close the connection so the client cannot reuse it mid-upload
      if (!body.ok && body.reason === 'too-large') {
        return fail(413, { body: 'Request body too large.' }, { connection: 'close' })
      }
      if (!body.ok && body.reason === 'timeout') {
        return fail(408, { body: 'The request was sent too slowly. Please try again.' }, { connection: 'close' })
      }
      if (!body.ok) return fail(400, { body: 'The request body could not be read.' })
      const read = readJsonObject(body.bytes)
      if (!read.ok) return fail(400, jsonProblem(read))
      const parsed = read.value

      const result = parseSubmissionFor(topic, parsed)
      if (!result.ok) return fail(result.status, result.errors)
      const { utm, ...data } = result.data as unknown as Omit<LeadInput, 'utm'> & {
        utm?: { value: string; cutFrom?: number }
        file_hash?: string
        captcha_token?: string
      }

      let cv: CvUpload | undefined
      if (typeof data.file_hash === 'string') {
        const read = readCvDataUrl(data.file_hash)
        if (!read.ok) {
          const message =
            read.problem === 'unsupported'
              ? 'Uploaded CV must be a PDF, DOC, DOCX, RTF or ODT file.'
              : cvProblemMessage(read.problem)
          return fail(400, { file_hash: message })
        }
        cv = { bytes: read.bytes, type: read.type }
      }

      const captcha = await verifyCaptcha(data.captcha_token, env)
      if (captcha === 'unavailable') {
        return fail(
          503,
          { captcha_token: 'The human check is unavailable. Please try again shortly.' },
          { 'retry-after': '10' },
        )
      }
      if (captcha === 'failed') return fail(403, { captcha_token: 'The human check failed. Please try again.' })

      // the stored copy omits the CV (kept as its own file) and the single-use captcha token, and
      // holds the query string as stored (cut when it was too long)
      const { file_hash: _file, captcha_token: _token, utm: _utm, ...rest } = parsed
      const raw = utm ? { ...rest, utm: utm.value } : rest
      const input: LeadInput = {
        ...data,
        utm: utm?.value,
        utmCutFrom: utm?.cutFrom,
        topic: result.topic.id,
        formId: result.topic.formId,
      }
      let stored
      try {
        stored = await captureLead(await payload(), input, { cv, idempotencyKey, raw, signal: request.signal })
      } catch (error) {
        if (error instanceof LeadQueueFull || error instanceof ClientGone) {
          log.warn('lead refused under load', { requestId: requestIdOf(request.headers), formId, reason: error.name })
          return fail(503, { form: 'The server is busy. Please try again shortly.' }, { 'retry-after': '1' })
        }
        log.error('lead could not be stored', { requestId: requestIdOf(request.headers), formId, err: error })
        return fail(503, { form: 'Your enquiry could not be saved. Please try again shortly.' }, { 'retry-after': '5' })
      }
      if (!stored.ok) return fail(400, stored.errors)
      // the lead id is enough to find everything else; no personal data in the log
      log.info('lead stored', { requestId: requestIdOf(request.headers), formId, leadId: stored.id, cv: Boolean(cv) })
      return json(200, { status: 'success', id: stored.id })
    } finally {
      release()
      releaseOwn()
    }
  }
}
