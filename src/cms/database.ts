import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

export type Dialect = 'sqlite' | 'postgres'

export function dialectOf(databaseUrl: string): Dialect {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'
}

/**
 * SQLite file by default, PostgreSQL for a postgres:// URL. Each dialect has its own committed
 * migration set; schema push is only for `npm run dev`, never mixed with migrations.
 */
export function databaseAdapter(
  databaseUrl: string,
  push: boolean,
  rootDir: string,
  busyTimeoutMs = 10_000,
): DatabaseAdapterObj {
  const dialect = dialectOf(databaseUrl)
  const migrationDir = path.resolve(rootDir, 'migrations', dialect)
  if (dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 },
      migrationDir,
      push,
    })
  }
  return sqliteAdapter({
    client: { url: databaseUrl },
    migrationDir,
    push,
    // transactions are off by default in the SQLite adapter: a lead and its CV must commit together
    transactionOptions: {},
    wal: true,
    busyTimeout: busyTimeoutMs,
  })
}
