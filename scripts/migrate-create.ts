/**
 * `npm run migrate:create [name]`: writes a migration for each dialect, so SQLite and PostgreSQL
 * stay in step. Needs the PostgreSQL server of DATABASE_URL_PG (default 127.0.0.1:5432/test).
 */
import { spawnSync } from 'node:child_process'

const name = process.argv[2] ?? 'change'
const targets = {
  sqlite: 'file:./data/migrate-create.db',
  postgres: process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test',
}
for (const [dialect, url] of Object.entries(targets)) {
  console.log(`\n▶ ${dialect}`)
  const res = spawnSync(
    process.execPath,
    // the config reaches modules marked `server-only`: resolve them as Next's server does
    ['--import', './scripts/node-hooks/server-only.mjs', 'node_modules/payload/bin.js', 'migrate:create', name],
    {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    },
  )
  if (res.status !== 0) process.exit(res.status ?? 1)
}
