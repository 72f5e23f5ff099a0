/**
 * `npm run migrate`: applies the committed migrations of the configured database's dialect.
 * Runs in-process rather than through `payload migrate`, whose loader start-up can end the process
 * silently with exit 0 before migrating (seen here about one run in four).
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

let finished = false
// Node 20 can leave an import of the config pending forever (see src/cms/seed/preload.ts) and then
// exit 0 having done nothing; make that a failure instead of a silent success.
process.on('exit', () => {
  if (!finished && !process.exitCode) {
    console.error('Migration did not finish: the process ended while loading.')
    process.exitCode = 1
  }
})

async function main(): Promise<void> {
  const { preloadLexical } = await import('../src/cms/seed/preload')
  await preloadLexical()
  const { default: config } = await import('../src/cms/provide-config')
  const { getPayload } = await import('payload')
  const { dialectOf } = await import('../src/cms/database')
  const { serverEnv } = await import('../src/lib/env')
  const dialect = dialectOf(serverEnv().DATABASE_URL)
  const { loadMigrations } = await import('../src/cms/load-migrations')
  const migrations = await loadMigrations(dialect)
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations })
  const pending = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
  const ran = new Set(pending.docs.map((d) => d.name))
  const missing = migrations.filter((m) => !ran.has(m.name))
  if (missing.length > 0) throw new Error(`Migrations not applied: ${missing.map((m) => m.name).join(', ')}`)
  console.log(`Migrations: ${migrations.length} applied on ${dialect}.`)
  await payload.destroy()
}

main()
  .then(() => {
    finished = true
    process.exit(0)
  })
  .catch((error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
