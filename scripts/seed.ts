/**
 * `npm run seed`: loads the deterministic demo content into the configured database.
 * Idempotent (a second run creates nothing). With `--if-empty` it does nothing when the database
 * already holds content, which is how `npm start` uses it.
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

const started = performance.now()
const ifEmpty = process.argv.includes('--if-empty')
const quiet = process.argv.includes('--quiet')

// Fail closed: if the event loop drains while an import is still pending (see preload.ts), Node
// would otherwise exit 0 without having seeded anything.
let finished = false
process.exitCode = 1
process.on('exit', () => {
  if (!finished) console.error('Seed failed: the process ended before the seed finished (an import never settled).')
})

async function main(): Promise<void> {
  const { preloadLexical } = await import('../src/cms/seed/preload')
  await preloadLexical()
  // The config reads the environment when it is imported, so it is loaded only after .env.
  const { default: config } = await import('../src/cms/provide-config')
  const { getPayload } = await import('payload')
  const { seed } = await import('../src/cms/seed')
  const payload = await getPayload({ config })

  if (ifEmpty) {
    const [pages, users] = await Promise.all([
      payload.count({ collection: 'pages', overrideAccess: true }),
      payload.count({ collection: 'users', overrideAccess: true }),
    ])
    if (pages.totalDocs > 0 || users.totalDocs > 0) {
      console.log('Seed: the database already has content; nothing to do (--if-empty).')
      return
    }
  }

  const result = await seed(payload, { log: quiet ? undefined : (m) => console.log(m) })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Seed: ${result.created} created, ${result.skipped} skipped in ${seconds} s`)
}

main()
  .then(() => {
    finished = true
    process.exit(0)
  })
  .catch((error: unknown) => {
    finished = true
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    console.error(`Seed failed: ${message}`)
    const cause = error instanceof Error ? error.cause : undefined
    if (cause) console.error('Caused by:', cause)
    const data = (error as { data?: unknown })?.data
    if (data) console.error(JSON.stringify(data, null, 2))
    process.exit(1)
  })
