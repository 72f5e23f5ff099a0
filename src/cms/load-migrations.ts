import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'
import type { Dialect } from './database'

export type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/**
 * The committed migrations of one dialect, loaded by path: tsc never type-checks the generated
 * files (the two adapters' drizzle types clash), and test runners need no file-system discovery.
 */
export async function loadMigrations(dialect: Dialect): Promise<MigrationList> {
  const index = path.resolve(import.meta.dirname, '../migrations', dialect, 'index.ts')
  const mod = (await import(/* @vite-ignore */ pathToFileURL(index).href)) as { migrations: MigrationList }
  return mod.migrations
}
