/**
 * `npm run backup [-- --out <folder>]`: a consistent copy of the database and the uploaded files
 * (media and CVs), taken while the site runs, into `<folder>/backup-<UTC time>/` (default folder:
 * BACKUP_DIR or ./backups). Prints where it went. docs/operations.md "Backups" says how to restore.
 */
import nextEnv from '@next/env'
import { createBackup } from '../src/features/backup/backup.server'
import { parseServerEnv } from '../src/lib/env'

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error })

const outFlag = process.argv.indexOf('--out')
const root = (outFlag >= 0 ? process.argv[outFlag + 1] : undefined) ?? process.env.BACKUP_DIR ?? './backups'
// the backup reads only locations, never the secrets production insists on
const env = parseServerEnv({ ...process.env, NODE_ENV: 'development' })

try {
  const result = await createBackup({ databaseUrl: env.DATABASE_URL, mediaDir: env.MEDIA_DIR, cvDir: env.CV_DIR }, root)
  console.log(
    `Backup written to ${result.dir} (database ${result.database}, ${result.files.media} media file(s), ${result.files.cv} CV file(s))`,
  )
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
