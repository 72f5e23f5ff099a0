import { afterAll, beforeAll, expect, it } from 'vitest'
import { startCms, type TestCms } from './support/cms'
import { SmtpSink, type SunkMail } from './support/smtp-sink'

const SITE_URL = 'https://www.arden-hale.example'
let cms: TestCms
let sink: SmtpSink

/** The message body as written (quoted-printable soft breaks and escapes undone). */
const decoded = (mail: SunkMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

async function mailTo(address: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = sink.messages.find((m) => m.to.includes(address))
    if (mail) return decoded(mail)
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no mail to ${address}`)
}

const tokenIn = (body: string) => body.match(/https:\/\/www\.arden-hale\.example\/admin\/reset\/([A-Za-z0-9]+)/)?.[1]

beforeAll(async () => {
  sink = new SmtpSink()
  await sink.start()
  cms = await startCms('sqlite', { SMTP_URL: sink.url, SITE_URL })
  await cms.payload.create({
    collection: 'users',
    data: { email: 'admin@arden-hale.example', password: 'Admin-password-1!', name: 'Admin', role: 'admin' },
    context: { skipInvitation: true },
  })
})

afterAll(async () => {
  await cms?.close()
  await sink?.stop()
})

it('sends the password-reset mail through SMTP_URL with an absolute link on SITE_URL that resets the password', async () => {
  await cms.payload.forgotPassword({ collection: 'users', data: { email: 'admin@arden-hale.example' } })
  const body = await mailTo('admin@arden-hale.example')
  expect(body).toMatch(/Subject: Reset your Arden Hale CMS password/)
  const token = tokenIn(body)
  expect(token).toBeTruthy()
  await cms.payload.resetPassword({
    collection: 'users',
    data: { token: token!, password: 'Brand-new-password-2!' },
    overrideAccess: true,
  })
  const login = await cms.payload.login({
    collection: 'users',
    data: { email: 'admin@arden-hale.example', password: 'Brand-new-password-2!' },
  })
  expect(login.user?.email).toBe('admin@arden-hale.example')
})

it('sends one reset mail per address per interval: a second request at once is refused, for any address', async () => {
  // the first test's request is inside the interval (60 s by default)
  const before = sink.messages.length
  const again = cms.payload.forgotPassword({ collection: 'users', data: { email: ' Admin@Arden-Hale.example ' } })
  await expect(again).rejects.toMatchObject({ status: 429 })
  // an unknown address is throttled alike, so the answer tells nothing about accounts
  await cms.payload.forgotPassword({ collection: 'users', data: { email: 'nobody@arden-hale.example' } })
  await expect(
    cms.payload.forgotPassword({ collection: 'users', data: { email: 'nobody@arden-hale.example' } }),
  ).rejects.toMatchObject({ status: 429 })
  expect(sink.messages.length).toBe(before)
})

it('invites a new user by mail with a link to choose their own password', async () => {
  await cms.payload.create({
    collection: 'users',
    data: {
      email: 'new.editor@arden-hale.example',
      password: 'Temporary-unknown-3!',
      name: 'New Editor',
      role: 'editor',
    },
  })
  const body = await mailTo('new.editor@arden-hale.example')
  expect(body).toMatch(/Subject: You are invited to the Arden Hale CMS/)
  const token = tokenIn(body)
  await cms.payload.resetPassword({
    collection: 'users',
    data: { token: token!, password: 'Chosen-by-editor-4!' },
    overrideAccess: true,
  })
  const login = await cms.payload.login({
    collection: 'users',
    data: { email: 'new.editor@arden-hale.example', password: 'Chosen-by-editor-4!' },
  })
  expect(login.user?.role).toBe('editor')
})

it('keeps the new account when the mail server is down', async () => {
  await sink.stop()
  try {
    const user = await cms.payload.create({
      collection: 'users',
      data: { email: 'offline@arden-hale.example', password: 'Offline-password-5!', name: 'Offline', role: 'editor' },
    })
    expect(user.id).toBeTruthy()
  } finally {
    await sink.start()
  }
})
