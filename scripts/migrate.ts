/** `npm run migrate`: applies the committed migrations of the configured database's dialect. */
import { spawnSync } from 'node:child_process'

const res = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'migrate'], { stdio: 'inherit' })
process.exit(res.status ?? 1)
