import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import sharp from 'sharp'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { ROUTES_LOADING } from '../../src/server/routes-loaded'
import { readRunStage } from './support/dockerfile'
import { E2E } from './support/env'
import { fastCaptchaToken } from './support/fast-captcha'
import { candidateBody, firstOfficeId, json } from './support/hostile'
import { copyOfE2eDatabase } from './support/server-process'
import { expect, test } from './support/test'

/**
 * The container keeps what it must where the deployment keeps it. Without building or pulling an
 * image, this runs the Dockerfile's own start command (its CMD, with its run stage's ENV) as an
 * unprivileged user for whom only a temporary folder in place of the `/data` volume is writable (the
 * code, like the image's /app, is root's), writes a lead with a CV and an editor's image upload,
 * restarts it and finds all three in that folder and served again.
 */
const root = path.resolve(import.meta.dirname, '../..')
const UNPRIVILEGED = 65534 // nobody
const port = E2E.port + 25
const origin = `http://127.0.0.1:${port}`
const stage = readRunStage()
const volume = stage.volumes[0] ?? '/data'

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** The image's CMD as `nobody`, with the image's ENV, its volume at `data`, on the test's port. */
async function startContainerCommand(data: string): Promise<Started> {
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: data }
  for (const [name, value] of Object.entries(stage.env)) env[name] = value.split(volume).join(data)
  Object.assign(env, {
    // the suite's build and secret (the demo build's pages were made with it); the image's port moved
    NEXT_DIST_DIR: E2E.env.NEXT_DIST_DIR!,
    PAYLOAD_SECRET: E2E.env.PAYLOAD_SECRET!,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
    JOBS_AUTORUN: '0',
  })
  const child = spawn(
    'setpriv',
    [`--reuid=${UNPRIVILEGED}`, `--regid=${UNPRIVILEGED}`, '--clear-groups', '--', ...stage.cmd],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout!.on('data', (d) => (output += String(d)))
  child.stderr!.on('data', (d) => (output += String(d)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${origin}/api/ready`)
      const reason = res.ok ? undefined : ((await res.json()) as { reason?: string }).reason
      if (reason !== ROUTES_LOADING) return { child, output: () => output, exited }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the start command did not start:\n${output}`)
}

async function stop(started: Started): Promise<void> {
  started.child.kill('SIGTERM')
  expect(await started.exited, started.output()).toBe(0)
}

async function rows(data: string) {
  const db = createClient({ url: `file:${path.join(data, 'site.db')}` })
  try {
    const one = async (sql: string) => Number((await db.execute(sql)).rows[0]!.n)
    return {
      leads: await one('SELECT count(*) AS n FROM form_submissions'),
      cvs: await one('SELECT count(*) AS n FROM cv_files'),
      media: await one('SELECT count(*) AS n FROM media'),
    }
  } finally {
    db.close()
  }
}

const canDropPrivileges =
  process.getuid?.() === 0 && spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0

test.describe('the container keeps its data in the volume', () => {
  test.skip(!canDropPrivileges, 'needs root and setpriv to run the start command as an unprivileged user')
  test.setTimeout(240_000)

  test('database, media and CVs are written under the volume and kept across a restart', async () => {
    // what the image promises: its settings point every kept file into the volume, it runs as a user
    expect(stage.user).toBe('node')
    expect(stage.env.DATABASE_URL).toBe(`file:${volume}/site.db`)
    expect(stage.env.MEDIA_DIR?.startsWith(`${volume}/`)).toBe(true)
    expect(stage.env.CV_DIR?.startsWith(`${volume}/`)).toBe(true)

    const data = mkdtempSync(path.join(os.tmpdir(), 'container-data-'))
    try {
      // an existing volume: the suite's content (offices for the CV form, the editor's account)
      const seeded = await copyOfE2eDatabase('container-data')
      spawnSync('cp', [seeded, path.join(data, 'site.db')])
      for (const entry of [data, path.join(data, 'site.db')]) chownSync(entry, UNPRIVILEGED, UNPRIVILEGED)
      const before = await rows(data)

      const first = await startContainerCommand(data)
      let mediaFile = ''
      const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a5f7d' } })
        .png()
        .toBuffer()
      try {
        const login = await fetch(`${origin}/api/users/login`, json(EDITOR_CREDENTIALS))
        expect(login.status).toBe(200)
        const { token } = (await login.json()) as { token: string }
        const upload = new FormData()
        upload.set('_payload', JSON.stringify({ alt: 'Kept across restarts' }))
        upload.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'kept-across-restarts.png')
        const created = await fetch(`${origin}/api/media`, {
          method: 'POST',
          headers: { authorization: `JWT ${token}`, origin },
          body: upload,
        })
        expect(created.status, first.output()).toBe(201)
        mediaFile = ((await created.json()) as { doc: { filename: string } }).doc.filename

        const body = { ...candidateBody(await firstOfficeId(origin)), captcha_token: await fastCaptchaToken() }
        const lead = await fetch(`${origin}/api/v1/forms/6`, json(body, { origin }))
        expect(lead.status, await lead.clone().text()).toBe(200)
      } finally {
        await stop(first)
      }

      const written = await rows(data)
      expect(written).toEqual({ leads: before.leads + 1, cvs: before.cvs + 1, media: before.media + 1 })
      expect(existsSync(path.join(data, 'media', mediaFile))).toBe(true)
      expect(readdirSync(path.join(data, 'cv-files'))).toHaveLength(1)
      // what the process wrote is its own, inside the volume
      expect(statSync(path.join(data, 'cv-files')).uid).toBe(UNPRIVILEGED)
      expect(first.output()).not.toMatch(/EACCES|EROFS|permission denied/i)

      const second = await startContainerCommand(data)
      try {
        const served = await fetch(`${origin}/api/media/file/${encodeURIComponent(mediaFile)}`)
        expect(served.status).toBe(200)
        expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
        expect((await fetch(`${origin}/api/ready`)).status).toBe(200)
      } finally {
        await stop(second)
      }
      expect(await rows(data)).toEqual(written)
      expect(readdirSync(path.join(data, 'cv-files'))).toHaveLength(1)
      expect(second.output()).not.toMatch(/EACCES|EROFS|permission denied/i)
      expect(readFileSync(path.join(data, 'site.db')).subarray(0, 15).toString()).toBe('SQLite format 3')
    } finally {
      rmSync(data, { recursive: true, force: true })
    }
  })
})
