import 'server-only'
import { randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { CV_TYPES, mimeForCvType, type CvType } from '@/features/contact-form/cv-file'
import type { TopicId } from '@/features/contact-form/topics'
import { removeUncommittedCvFiles } from './cv-storage.server'
import { LEADS_QUEUE } from './deliver-lead.task'
import { insertLeadAndJobSqlite, type LeadRow } from './sqlite-fast-path.server'
import { ClientGone, createSerialQueue } from './lead-queue'

/**
 * Payload refusing the uploaded file (its type, a PDF without its cross-reference table, an archive
 * it cannot read): a 400-status error about the `file` field. Known by its shape, not its class
 * name, which a production build minifies.
 */
export function isFileRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, data } = error as { status?: unknown; data?: { errors?: unknown } }
  return (
    status === 400 &&
    Array.isArray(data?.errors) &&
    data.errors.some((e: unknown) => typeof e === 'object' && e !== null && (e as { path?: unknown }).path === 'file')
  )
}

/** A validated submission (requirements §3 field names), as the forms API hands it over. */
export type LeadInput = {
  topic: TopicId
  formId: number
  first_name: string
  last_name: string
  email: string
  message?: string
  consultant_id?: number | string
  office_id?: number | string
  utm?: string
  /** The query string's length when it was over the limit and cut. */
  utmCutFrom?: number
  linkedin?: string
  company?: string
  phone?: string
  job_title?: string
  privacy_policy?: 0 | 1
  hiring_position?: string
  position_country?: string
  position_city?: string
}

/** A CV recognised by its leading bytes (cv-file.ts). */
export type CvUpload = { bytes: Uint8Array; type: CvType }

export type CaptureResult =
  { ok: true; id: number | string; duplicate: boolean } | { ok: false; errors: Record<string, string> }

// Lookups on the hot path go to the adapter directly: no access rules apply to the server's own
// reads, and the Local API's hooks and afterRead would cost more than the query.
async function findByIdempotencyKey(payload: Payload, key: string) {
  const doc = await payload.db.findOne<{ id: number | string }>({
    collection: 'form-submissions',
    where: { idempotencyKey: { equals: key } },
  })
  return doc ?? undefined
}

async function findPublishedId(
  payload: Payload,
  collection: 'offices' | 'consultants',
  field: 'officeId' | 'id',
  value: number,
): Promise<number | string | undefined> {
  if (!Number.isSafeInteger(value)) return undefined
  const doc = await payload.db.findOne<{ id: number | string }>({
    collection,
    where: { and: [{ [field]: { equals: value } }, { _status: { equals: 'published' } }] },
  })
  return doc?.id
}

/** Page context ids must name published documents; otherwise the field is refused. */
async function resolveContext(payload: Payload, input: LeadInput) {
  const errors: Record<string, string> = {}
  let office: number | string | undefined
  let consultant: number | string | undefined
  if (input.office_id !== undefined && input.office_id !== '') {
    office = await findPublishedId(payload, 'offices', 'officeId', Number(input.office_id))
    if (office === undefined) errors.office_id = 'Please choose office'
  }
  if (input.consultant_id !== undefined && input.consultant_id !== '') {
    consultant = await findPublishedId(payload, 'consultants', 'id', Number(input.consultant_id))
    if (consultant === undefined) errors.consultant_id = 'This field is not valid.'
  }
  return { office, consultant, errors }
}

/**
 * One lead transaction at a time per process on SQLite: it has a single writer anyway, and
 * contending transactions can fail at COMMIT, which Payload's adapter does not report.
 */
const sqliteQueue = createSerialQueue()

function serialised<T>(payload: Payload, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (payload.db.name === 'sqlite') return sqliteQueue.run(work, signal)
  if (signal?.aborted) return Promise.reject(new ClientGone())
  return work()
}

/**
 * Stores a lead, its CV and its delivery job in one transaction: when this returns ok, all three
 * are committed and the lead will be delivered even if everything downstream is down right now.
 */
export async function captureLead(
  payload: Payload,
  input: LeadInput,
  options: { cv?: CvUpload; idempotencyKey?: string; raw: unknown; signal?: AbortSignal },
): Promise<CaptureResult> {
  return serialised(payload, () => storeLead(payload, input, options), options.signal)
}

async function storeLead(
  payload: Payload,
  input: LeadInput,
  options: { cv?: CvUpload; idempotencyKey?: string; raw: unknown },
): Promise<CaptureResult> {
  if (options.idempotencyKey) {
    const existing = await findByIdempotencyKey(payload, options.idempotencyKey)
    if (existing) return { ok: true, id: existing.id, duplicate: true }
  }
  const context = await resolveContext(payload, input)
  if (Object.keys(context.errors).length > 0) return { ok: false, errors: context.errors }

  // every lead carries a unique receipt: the client's Idempotency-Key, or one of ours
  const receipt = options.idempotencyKey ?? `srv-${randomUUID()}`
  if (!options.cv && payload.db.name === 'sqlite') {
    try {
      const id = await insertLeadAndJobSqlite(
        payload,
        leadRow(input, context, receipt, options.raw),
        LEAD_BUSY_TIMEOUT_MS,
      )
      return { ok: true, id, duplicate: false }
    } catch (error) {
      return raced(payload, options.idempotencyKey, error)
    }
  }
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  try {
    let cvId: number | string | undefined
    if (options.cv) {
      const { bytes, type } = options.cv
      const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      const name = `cv-${randomUUID()}.${CV_TYPES[type].extension}`
      const cv = await payload.create({
        collection: 'cv-files',
        data: { detectedType: type },
        file: { data, mimetype: mimeForCvType(type), name, size: data.length },
        overrideAccess: true,
        req,
      })
      cvId = cv.id
    }
    const now = new Date().toISOString()
    // The adapter's create, not the Local API's: the body is already validated by the shared schema
    // and the full operation (hooks, field validation, afterRead) costs several times the insert.
    const lead = (await payload.db.create({
      collection: 'form-submissions',
      data: {
        ...leadRow(input, context, receipt, options.raw),
        cv: cvId as number | undefined,
        deliveryStatus: 'pending',
        deliveryAttempts: 0,
        createdAt: now,
        updatedAt: now,
      },
      req,
    })) as { id: number | string }
    await payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id as number }, queue: LEADS_QUEUE, req })
    if (started) await commitTransaction(req)
    // The adapter resolves a commit even when SQLite refused it; read the lead back before saying yes.
    const stored = await findByIdempotencyKey(payload, receipt)
    if (stored?.id !== lead.id) throw new Error('The lead could not be confirmed after commit.')
    return { ok: true, id: lead.id, duplicate: false }
  } catch (error) {
    if (started) await killTransaction(req)
    await removeUncommittedCvFiles(req)
    // Payload's own upload checks (e.g. a PDF without its xref table) refuse the file: the visitor's fault
    if (options.cv && isFileRefusal(error)) {
      return { ok: false, errors: { file_hash: 'Uploaded CV is damaged or not a valid document.' } }
    }
    return raced(payload, options.idempotencyKey, error)
  }
}

/** Two retries of one submit raced: the loser answers with the winner's lead; anything else fails. */
async function raced(payload: Payload, key: string | undefined, error: unknown): Promise<CaptureResult> {
  if (key) {
    const existing = await findByIdempotencyKey(payload, key).catch(() => undefined)
    if (existing) return { ok: true, id: existing.id, duplicate: true }
  }
  throw error
}

/** How long a lead waits for SQLite's write lock; the wait blocks the process, so keep it short. */
const LEAD_BUSY_TIMEOUT_MS = 2000

function leadRow(
  input: LeadInput,
  context: { office?: number | string; consultant?: number | string },
  receipt: string,
  raw: unknown,
): LeadRow {
  return {
    topic: input.topic,
    formId: input.formId,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    message: input.message,
    company: input.company,
    jobTitle: input.job_title,
    phone: input.phone,
    linkedin: input.linkedin,
    hiringPosition: input.hiring_position,
    positionCountry: input.position_country,
    positionCity: input.position_city,
    newsletter: input.privacy_policy === 1,
    utm: input.utm,
    utmCutFrom: input.utmCutFrom,
    office: context.office,
    consultant: context.consultant,
    idempotencyKey: receipt,
    payload: raw,
  }
}
