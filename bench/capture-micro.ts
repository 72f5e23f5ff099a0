// Micro-benchmark of captureLead in-process (no HTTP), to see where a lead's time goes.
import path from 'node:path'
import { getPayload } from 'payload'
import { preloadLexical } from '../src/cms/seed/preload'
import { loadMigrations } from '../src/cms/load-migrations'
import { buildSiteConfig } from '../src/cms/payload.config'
import { captureLead } from '../src/content/leads/capture-lead.server'
import { parseServerEnv } from '../src/lib/env'
import { providePayloadConfig } from '../src/lib/payload.server'

await preloadLexical()
const dir = path.resolve('.bench/micro')
const env = parseServerEnv({
  DATABASE_URL: `file:${dir}/site-${Date.now()}.db`,
  PAYLOAD_SECRET: 'x',
  JOBS_AUTORUN: '0',
  MEDIA_DIR: dir,
  CV_DIR: dir,
})
const config = buildSiteConfig(env)
providePayloadConfig(config)
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: await loadMigrations('sqlite') })
const input = {
  topic: 'assessment' as const,
  formId: 8,
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.example',
  message: 'x',
  company: 'C',
  phone: '+4412345678',
  job_title: 'J',
  privacy_policy: 0 as const,
}
for (const n of [50, 200]) {
  const t = performance.now()
  for (let i = 0; i < n; i++) await captureLead(payload, input, { raw: {} })
  console.log(`${n} sequential leads: ${((performance.now() - t) / n).toFixed(2)} ms each`)
}
const t = performance.now()
await Promise.all(Array.from({ length: 60 }, () => captureLead(payload, input, { raw: {} })))
console.log(`60 concurrent leads: ${(60 / ((performance.now() - t) / 1000)).toFixed(0)} leads/s`)
process.exit(0)
