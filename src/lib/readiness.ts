import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Client } from '@libsql/client'
import type { Pool } from 'pg'

export type Readiness = { ready: true } | { ready: false; reason: string }

export type ReadinessCheck = {
  check(): Promise<Readiness>
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The file path of a `file:` SQLite URL (relative paths resolve against the working directory). */
export function sqlitePath(databaseUrl: string): string {
  const bare = databaseUrl.replace(/^file:/, '').split('?', 1)[0]!
  return databaseUrl.startsWith('file://') ? fileURLToPath(databaseUrl.split('?', 1)[0]!) : bare
}

/**
 * SQLite: the file must exist, a real table must answer, and the write lock must be obtainable
 * within `lockWaitMs`. The lock is tried with busy_timeout 0 and retried on timers, because a
 * waiting libSQL call would block the whole process (and every request in it) while it waits.
 */
function sqliteReadiness(databaseUrl: string, lockWaitMs: number): ReadinessCheck {
  const file = sqlitePath(databaseUrl)
  let client: Client | undefined
  const open = async () => {
    if (!client) {
      const { createClient } = await import('@libsql/client')
      const fresh = createClient({ url: databaseUrl })
      await fresh.execute('PRAGMA busy_timeout = 0').catch((error: unknown) => {
        fresh.close()
        throw error
      })
      client = fresh
    }
    return client
  }
  return {
    async check() {
      // SQLite would quietly create a new empty file where the database was
      if (!existsSync(file)) return { ready: false, reason: 'database file is missing' }
      const deadline = Date.now() + lockWaitMs
      for (;;) {
        try {
          const db = await open()
          await db.execute('SELECT count(*) FROM payload_migrations')
          await db.execute('BEGIN IMMEDIATE')
          await db.execute('ROLLBACK')
          return { ready: true }
        } catch (error) {
          const busy = /SQLITE_BUSY|database is locked/i.test(message(error))
          if (busy && Date.now() < deadline) {
            await sleep(25)
            continue
          }
          client?.close()
          client = undefined
          return { ready: false, reason: busy ? 'database is locked' : `database query failed: ${message(error)}` }
        }
      }
    },
    async close() {
      client?.close()
      client = undefined
    },
  }
}

/** PostgreSQL: one pooled connection, a bounded connect and a real query. */
function postgresReadiness(databaseUrl: string, timeoutMs: number): ReadinessCheck {
  let pool: Pool | undefined
  return {
    async check() {
      try {
        if (!pool) {
          const pg = await import('pg')
          pool = new pg.default.Pool({
            connectionString: databaseUrl,
            max: 1,
            connectionTimeoutMillis: timeoutMs,
            idleTimeoutMillis: 30_000,
            statement_timeout: timeoutMs,
          })
          pool.on('error', () => undefined)
        }
        await pool.query('SELECT count(*) FROM payload_migrations')
        return { ready: true }
      } catch (error) {
        return { ready: false, reason: `database query failed: ${message(error)}` }
      }
    },
    async close() {
      await pool?.end().catch(() => undefined)
      pool = undefined
    },
  }
}

export function createReadinessCheck(databaseUrl: string, timeoutMs = 1000): ReadinessCheck {
  return /^postgres(ql)?:\/\//.test(databaseUrl)
    ? postgresReadiness(databaseUrl, timeoutMs)
    : sqliteReadiness(databaseUrl, timeoutMs)
}
