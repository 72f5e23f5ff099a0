import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const work = path.join(root, `.tmp-backup-${process.pid}`)
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('npm run backup', () => {
  it('copies a live SQLite database and its uploads consistently while another process writes', async () => {
    const live = path.join(work, 'live')
    const db = path.join(live, 'site.db')
    const cvDir = path.join(live, 'cv-files')
    const mediaDir = path.join(live, 'media')
    mkdirSync(path.join(mediaDir, 'nested'), { recursive: true })
    writeFileSync(path.join(mediaDir, 'logo.png'), 'png')
    writeFileSync(path.join(mediaDir, 'nested', 'photo.webp'), 'webp')

    const writer = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './scripts/node-hooks/server-only.mjs',
        'tests/int/support/live-writer.ts',
        db,
        cvDir,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let written = 0
    writer.stdout.on('data', (d) => {
      const last = [...String(d).matchAll(/rows (\d+)/g)].at(-1)
      if (last) written = Number(last[1])
    })
    try {
      await expect.poll(() => written, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(100)
      const rowsBefore = written

      const backup = spawnSync(
        process.execPath,
        [
          tsx,
          '--import',
          './scripts/node-hooks/server-only.mjs',
          'scripts/backup.ts',
          '--out',
          path.join(work, 'backups'),
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: `file:${db}`, CV_DIR: cvDir, MEDIA_DIR: mediaDir },
        },
      )
      expect(backup.status, backup.stderr).toBe(0)
      const dir = /Backup written to (\S+)/.exec(backup.stdout)?.[1]
      expect(dir, backup.stdout).toBeDefined()
      expect(path.basename(dir!)).toMatch(/^backup-\d{8}T\d{6}Z$/)

      // the writer carried on during and after the backup
      const rowsDuringBackup = written
      await expect.poll(() => written, { timeout: 30_000, interval: 50 }).toBeGreaterThan(rowsDuringBackup + 20)

      // restore as README "Backups" says: the database file and both upload folders into a fresh place
      const restored = path.join(work, 'restored')
      mkdirSync(restored, { recursive: true })
      cpSync(path.join(dir!, 'site.db'), path.join(restored, 'site.db'))
      cpSync(path.join(dir!, 'cv-files'), path.join(restored, 'cv-files'), { recursive: true })
      cpSync(path.join(dir!, 'media'), path.join(restored, 'media'), { recursive: true })

      const copy = createClient({ url: `file:${path.join(restored, 'site.db')}` })
      try {
        expect((await copy.execute('PRAGMA integrity_check')).rows[0]?.[0]).toBe('ok')
        const rows = (await copy.execute('SELECT id, file FROM leads ORDER BY id')).rows
        // one snapshot: everything committed before the backup began, and no gaps
        expect(rows.length).toBeGreaterThanOrEqual(rowsBefore)
        expect(rows.map((r) => Number(r.id))).toEqual(rows.map((_, i) => i + 1))
        for (const r of rows) expect(existsSync(path.join(restored, 'cv-files', String(r.file)))).toBe(true)
      } finally {
        copy.close()
      }
      expect(readdirSync(path.join(restored, 'cv-files')).some((f) => f.endsWith('.partial'))).toBe(false)
      expect(existsSync(path.join(restored, 'media', 'nested', 'photo.webp'))).toBe(true)
      expect(existsSync(path.join(restored, 'media', 'logo.png'))).toBe(true)
    } finally {
      const exited = new Promise((resolve) => writer.once('exit', resolve))
      writer.kill('SIGKILL')
      await exited
    }
  })
})
