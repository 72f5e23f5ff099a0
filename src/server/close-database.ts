import type { Payload } from 'payload'
import { closeLeadWriter } from '../content/leads/sqlite-fast-path.server'

type Closable = {
  name: string
  client?: { execute(sql: string): Promise<unknown>; close(): void }
  pool?: { end(): Promise<void> }
}

/**
 * Closes the CMS's database connection at shutdown (Payload's own destroy() leaves it open).
 * SQLite first folds its write-ahead log back into the database file, so a stopped site is one file.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const db = payload.db as unknown as Closable
  if (db.name === 'sqlite' && db.client) {
    closeLeadWriter(payload)
    await db.client.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined)
    db.client.close()
  } else if (db.pool) {
    await db.pool.end()
  }
}
