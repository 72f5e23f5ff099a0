import { createClient, type Client, type Config } from '@libsql/client'
import type { Payload } from 'payload'
import { LEADS_QUEUE } from './deliver-lead.task'

/** The lead row as stored: the collection's fields with their SQL column names. */
export type LeadRow = {
  topic: string
  formId: number
  firstName: string
  lastName: string
  email: string
  company?: string
  jobTitle?: string
  phone?: string
  message?: string
  linkedin?: string
  hiringPosition?: string
  positionCountry?: string
  positionCity?: string
  newsletter: boolean
  consultant?: number | string
  office?: number | string
  utm?: string
  utmCutFrom?: number
  idempotencyKey: string
  payload: unknown
}

const COLUMNS: Array<[keyof LeadRow, string]> = [
  ['topic', 'topic'],
  ['formId', 'form_id'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['company', 'company'],
  ['jobTitle', 'job_title'],
  ['phone', 'phone'],
  ['message', 'message'],
  ['linkedin', 'linkedin'],
  ['hiringPosition', 'hiring_position'],
  ['positionCountry', 'position_country'],
  ['positionCity', 'position_city'],
  ['newsletter', 'newsletter'],
  ['consultant', 'consultant_id'],
  ['office', 'office_id'],
  ['utm', 'utm'],
  ['utmCutFrom', 'utm_cut_from'],
  ['idempotencyKey', 'idempotency_key'],
  ['payload', 'payload'],
]

const INSERT_LEAD = `INSERT INTO form_submissions (${COLUMNS.map(([, c]) => c).join(', ')},
  delivery_status, delivery_attempts, updated_at, created_at)
  VALUES (${COLUMNS.map(() => '?').join(', ')}, 'pending', 0, ?, ?)`

// the job row exactly as Payload's jobs.queue writes it, pointing at the lead just inserted
const INSERT_JOB = `INSERT INTO payload_jobs (input, total_tried, has_error, task_slug, queue, processing, updated_at, created_at)
  VALUES (json_object('leadId', last_insert_rowid()), 0, 0, 'deliverLead', ?, 0, ?, ?)`

type Value = string | number | null

function sqlValue(v: unknown): Value {
  if (v === undefined || v === null || v === '') return null
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'number' || typeof v === 'string') return v
  return JSON.stringify(v)
}

/**
 * Leads are written on a connection of their own, dropped after any failure. A statement SQLite
 * refused with SQLITE_BUSY (the write lock held past the wait) stays "in progress" in libSQL until
 * the garbage collector frees it, and until then every COMMIT on its connection fails with "cannot
 * commit transaction - SQL statements in progress": one lock time-out would refuse the next leads
 * too, and Payload's own writes had they shared the connection. Its own connection also keeps the
 * short lock wait below from changing Payload's.
 */
// one registry per process: the server's bundles (routes, instrumentation) each hold a copy of this module
const REGISTRY = Symbol.for('arden-hale.lead-writers')
const writers = ((globalThis as { [REGISTRY]?: WeakMap<Payload, Client> })[REGISTRY] ??= new WeakMap())

function leadWriter(payload: Payload): Client {
  let client = writers.get(payload)
  if (!client) {
    const { clientConfig } = payload.db as unknown as { clientConfig: Config }
    client = createClient(clientConfig)
    writers.set(payload, client)
  }
  return client
}

/** Closes the lead connection (at shutdown, or after it failed); the next lead opens a new one. */
export function closeLeadWriter(payload: Payload): void {
  const client = writers.get(payload)
  writers.delete(payload)
  client?.close()
}

/**
 * Stores a lead without a CV and its delivery job on SQLite in one synchronous batch on one
 * connection: BEGIN, both inserts, COMMIT, and any failure (COMMIT included) throws. Payload's
 * transaction API opens a new SQLite connection per transaction and does not report a refused
 * COMMIT, which made each lead cost several times this.
 */
export async function insertLeadAndJobSqlite(payload: Payload, row: LeadRow, busyTimeoutMs: number): Promise<number> {
  const now = new Date().toISOString()
  try {
    const [, lead] = await leadWriter(payload).batch(
      [
        `PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`,
        { sql: INSERT_LEAD, args: [...COLUMNS.map(([key]) => sqlValue(row[key])), now, now] },
        { sql: INSERT_JOB, args: [LEADS_QUEUE, now, now] },
      ],
      'deferred',
    )
    return Number(lead!.lastInsertRowid)
  } catch (error) {
    closeLeadWriter(payload)
    throw error
  }
}
