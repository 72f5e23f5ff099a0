import 'server-only'
import { spawnSync } from 'node:child_process'
import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { sqlitePath } from '@/lib/readiness'

export type BackupSource = { databaseUrl: string; mediaDir: string; cvDir: string }
export type BackupResult = { dir: string; database: string; files: { media: number; cv: number } }

/** `backup-20261122T063000Z`: sorts by time and is safe in any file system. */
export function backupFolderName(now = new Date()): string {
  return `backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).length
}

/** Copies an upload folder, leaving out files still being written (see writeFileAtomically). */
async function copyUploads(from: string, to: string): Promise<number> {
  const exists = await stat(from).then(
    (s) => s.isDirectory(),
    () => false,
  )
  await mkdir(to, { recursive: true })
  if (!exists) return 0
  await cp(from, to, { recursive: true, filter: (src) => !src.endsWith('.partial') })
  return countFiles(to)
}

/**
 * SQLite: `VACUUM INTO` writes a compact copy of one consistent snapshot while the server keeps
 * reading and writing (a read transaction, so writers are not blocked in WAL mode); the copy is
 * then checked with `PRAGMA integrity_check`.
 */
async function backupSqlite(databaseUrl: string, dir: string): Promise<string> {
  const target = path.join(dir, 'site.db')
  const db = createClient({ url: databaseUrl })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    await db.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    db.close()
  }
  const copy = createClient({ url: `file:${target}` })
  try {
    const check = await copy.execute('PRAGMA integrity_check')
    const verdict = String(check.rows[0]?.[0])
    if (verdict !== 'ok') throw new Error(`The backup copy failed its integrity check: ${verdict}`)
  } finally {
    copy.close()
  }
  return target
}

/** PostgreSQL: pg_dump's custom format, restored with pg_restore (see docs/operations.md "Backups"). */
function backupPostgres(databaseUrl: string, dir: string): string {
  const target = path.join(dir, 'database.dump')
  const res = spawnSync('pg_dump', ['--format=custom', `--file=${target}`, databaseUrl], { stdio: 'inherit' })
  if (res.error) throw new Error(`pg_dump could not run (${res.error.message}); install the PostgreSQL client tools`)
  if (res.status !== 0) throw new Error(`pg_dump failed with exit code ${res.status}`)
  return target
}

/**
 * One backup into `<root>/backup-<UTC time>/`: the database first, then the uploads. Files are
 * renamed into place before the row naming them is written, so every file a backed-up row names
 * is already there when the folders are copied; files newer than the snapshot are harmless extras.
 */
export async function createBackup(source: BackupSource, root: string, now = new Date()): Promise<BackupResult> {
  const dir = path.resolve(root, backupFolderName(now))
  await mkdir(dir, { recursive: true })
  const postgres = /^postgres(ql)?:\/\//.test(source.databaseUrl)
  const database = postgres
    ? backupPostgres(source.databaseUrl, dir)
    : await backupSqlite(`file:${path.resolve(sqlitePath(source.databaseUrl))}`, dir)
  const files = {
    media: await copyUploads(path.resolve(source.mediaDir), path.join(dir, 'media')),
    cv: await copyUploads(path.resolve(source.cvDir), path.join(dir, 'cv-files')),
  }
  await writeFile(
    path.join(dir, 'manifest.json'),
    `${JSON.stringify(
      {
        createdAt: now.toISOString(),
        dialect: postgres ? 'postgres' : 'sqlite',
        database: path.basename(database),
        files,
      },
      null,
      2,
    )}\n`,
  )
  return { dir, database, files }
}
