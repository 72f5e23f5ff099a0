/**
 * A second process that keeps writing to a SQLite database the way the site does: each row's
 * file is renamed into place first, then the row naming it is committed. Prints "rows N" now and
 * then so the test knows how far it got. Usage: tsx live-writer.ts <db file> <files dir>
 */
import { writeFileSync, renameSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'

const [dbFile, filesDir] = process.argv.slice(2) as [string, string]
mkdirSync(filesDir, { recursive: true })
const db = createClient({ url: `file:${dbFile}` })
await db.execute('PRAGMA journal_mode = WAL')
await db.execute('PRAGMA busy_timeout = 5000')
await db.execute('CREATE TABLE IF NOT EXISTS leads (id INTEGER PRIMARY KEY, name TEXT NOT NULL, file TEXT NOT NULL)')

for (let n = 1; ; n++) {
  const file = `cv-${n}.pdf`
  writeFileSync(path.join(filesDir, `.${file}.partial`), `%PDF-1.4 lead ${n}\n`.repeat(50))
  renameSync(path.join(filesDir, `.${file}.partial`), path.join(filesDir, file))
  await db.execute({ sql: 'INSERT INTO leads (id, name, file) VALUES (?, ?, ?)', args: [n, `Lead ${n}`, file] })
  if (n % 20 === 0) console.log(`rows ${n}`)
  await new Promise((r) => setTimeout(r, 2))
}
