import { expect, type APIRequestContext } from '@playwright/test'
import { ADMIN_CREDENTIALS } from '../../../src/cms/seed/credentials'

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: ADMIN_CREDENTIALS })
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

type Patch = Record<string, unknown>

/** Reads the site settings' tracking and features groups (to restore them afterwards). */
export async function readTracking(request: APIRequestContext, token: string): Promise<Patch> {
  const res = await request.get('/api/globals/site-settings?depth=0', { headers: { Authorization: `JWT ${token}` } })
  const current = (await res.json()) as Patch
  return { tracking: current.tracking ?? {}, features: current.features ?? {} }
}

export async function updateSettings(request: APIRequestContext, token: string, patch: Patch) {
  const res = await request.post('/api/globals/site-settings', {
    headers: { Authorization: `JWT ${token}` },
    data: patch,
  })
  expect(res.ok(), await res.text()).toBe(true)
}

/** Waits until a page's HTML reflects a settings change (the tag revalidates on the next requests). */
export async function waitForHtml(request: APIRequestContext, path: string, text: string) {
  await expect.poll(async () => (await (await request.get(path)).text()).includes(text), { timeout: 30_000 }).toBe(true)
}
