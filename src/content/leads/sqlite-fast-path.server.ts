import 'server-only'
import { createClient, type Client, type Config } from '@libsql/client'
import { getTableColumns, getTableName, type Table } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { FormSubmission } from '@/payload-types'
import { LEADS_QUEUE } from './deliver-lead.task'

/** A lead by the collection's field names (relations as ids); undefined and '' are left out. */
export type LeadRow = { [K in Exclude<keyof FormSubmission, 'id'>]?: unknown }

// the job row exactly as Payload's jobs.queue writes it, pointing at the lead just inserted
const INSERT_JOB = `INSERT INTO payload_jobs (input, total_tried, has_error, task_slug, queue, processing, updated_at, created_at)
  VALUES (json_object('leadId', last_insert_rowid()), 0, 0, 'deliverLead', ?, 0, ?, ?)`

type Value = string | number | null

/**
 * The INSERT for one lead, its columns taken from the table Payload built from the collection
 * config (field name → column name and driver value), so a new field needs no edit here.
 */
function insertLead(payload: Payload, row: LeadRow): { sql: string; args: Value[] } {
  const table = (payload.db as unknown as { tables: Record<string, Table> }).tables.form_submissions!
  const columns = getTableColumns(table)
  const names: string[] = []
  const args: Value[] = []
  for (const [field, value] of Object.entries(row)) {
    if (value === undefined || value === '') continue
    const column = columns[field]
    if (!column) throw new Error(`form-submissions has no field ${field}`)
    names.push(`"${column.name}"`)
    args.push(value === null ? null : (column.mapToDriverValue(value) as Value))
  }
  return {
    sql: `INSERT INTO "${getTableName(table)}" (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    args,
  }
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
 * COMMIT, which makes each lead cost several times this: in bench:forms, side by side on one machine,
 * Payload's own write took 41 leads/s against this path's 84, p99 1459 ms against 785.
 */
export async function insertLeadAndJobSqlite(payload: Payload, row: LeadRow, busyTimeoutMs: number): Promise<number> {
  const now = new Date().toISOString()
  const insert = insertLead(payload, {
    ...row,
    deliveryStatus: 'pending',
    deliveryAttempts: 0,
    updatedAt: now,
    createdAt: now,
  })
  try {
    const [, lead] = await leadWriter(payload).batch(
      [
        `PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`,
        insert,
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
