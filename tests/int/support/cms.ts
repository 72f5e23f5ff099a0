import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { parseServerEnv, type ServerEnv } from '@/lib/env'
import { loadMigrations } from '@/cms/load-migrations'
import { buildSiteConfig } from '@/cms/payload.config'
import { providePayloadConfig } from '@/lib/payload.server'

export type TestCms = { payload: Payload; env: ServerEnv; dir: string; databaseUrl: string; close: () => Promise<void> }

export const PG_ADMIN_URL = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Whether a PostgreSQL server answers; integration tests on PostgreSQL are skipped (with a reason) otherwise. */
export async function postgresAvailable(url = PG_ADMIN_URL): Promise<boolean> {
  const { hostname, port } = new URL(url)
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) })
    socket.setTimeout(1500)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
  if (!reachable) console.warn(`PostgreSQL tests skipped: nothing answers at ${hostname}:${port || 5432}`)
  return reachable
}

/** A fresh, empty PostgreSQL schema-less database of its own, dropped by `close`. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `it_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    },
  }
}

/**
 * Boots the real CMS (Local API) against a brand-new database of the given dialect and applies the
 * committed migrations, exactly as `npm start` does.
 */
export async function startCms(
  dialect: 'sqlite' | 'postgres',
  overrides: Record<string, string> = {},
): Promise<TestCms> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `cms-${dialect}-`))
  let databaseUrl = `file:${path.join(dir, 'site.db')}`
  let drop = async () => {}
  if (dialect === 'postgres') {
    const db = await freshPostgresDatabase()
    databaseUrl = db.url
    drop = db.drop
  }
  const env = parseServerEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'integration-test-secret',
    MEDIA_DIR: path.join(dir, 'media'),
    CV_DIR: path.join(dir, 'cv'),
    JOBS_AUTORUN: '0',
    ...overrides,
  })
  const config = buildSiteConfig(env)
  const key = `${dialect}-${dir}`
  const payload = await getPayload({ config, key })
  // the site's reads (payloadClient) go to this CMS too: the last one started
  providePayloadConfig(config, key)
  const migrations = await loadMigrations(dialect)
  await payload.db.migrate({ migrations })
  return {
    payload,
    env,
    dir,
    databaseUrl,
    close: async () => {
      // a pool whose clients are still checked out never ends: give it a moment, then drop the
      // database with FORCE, which closes them (their termination errors are expected)
      const pool = (
        payload.db as unknown as { pool?: { on: (e: string, f: () => void) => void; end: () => Promise<void> } }
      ).pool
      pool?.on('error', () => {})
      const settle = (p: Promise<unknown>) => Promise.race([p.catch(() => {}), new Promise((r) => setTimeout(r, 3000))])
      await settle(payload.destroy())
      if (pool) await settle(pool.end())
      await drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
