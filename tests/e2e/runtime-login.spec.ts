import { expect, test } from './support/test'
import { EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { TOKEN_COOKIE_MAX_AGE_S } from '../../src/lib/constants'
import { adminToken } from '../e2e/support/site-settings'

/** requirements §6, §7.1: /login signs editors in, keeps the token, sends GraphQL calls with it. */

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('an editor signs in: token cookie, Bearer on GraphQL, on to the admin; auth-single sends them on from /login', async ({
  page,
  context,
}) => {
  const graphqlAuth: Array<string | undefined> = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/graphql') graphqlAuth.push(r.headers()['authorization'])
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible()
  await signIn(page, EDITOR_CREDENTIALS.email, EDITOR_CREDENTIALS.password)
  await expect(page).toHaveURL(/\/admin(\/|$)/, { timeout: 30_000 })

  const cookie = (await context.cookies()).find((c) => c.name === 'graphql-token')!
  expect(cookie.secure).toBe(true)
  expect(cookie.path).toBe('/')
  const maxAge = cookie.expires - Date.now() / 1000
  expect(maxAge).toBeGreaterThan(TOKEN_COOKIE_MAX_AGE_S - 120)
  expect(maxAge).toBeLessThanOrEqual(TOKEN_COOKIE_MAX_AGE_S + 5)
  expect(graphqlAuth).toContain(`Bearer ${cookie.value}`)

  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin(\/|$)/)
})

test('wrong credentials get a clear message', async ({ page }) => {
  await page.goto('/login')
  // an unknown address: the seeded editor's failed-attempt count stays untouched
  await signIn(page, 'nobody@arden-hale.example', 'not-the-password')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/\w+/)
  await expect(page).toHaveURL(/\/login$/)
})

test.describe('lock-out', () => {
  const email = `lockout-${Date.now()}@arden-hale.example`
  const password = 'Lockout-e2e-2026!'
  let id: string | number | undefined
  let token: string

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    const res = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { email, password, name: 'Lock-out test', role: 'editor' },
    })
    expect(res.ok(), await res.text()).toBe(true)
    id = ((await res.json()) as { doc: { id: string | number } }).doc.id
  })
  test.afterAll(async ({ request }) => {
    if (id !== undefined) await request.delete(`/api/users/${id}`, { headers: { Authorization: `JWT ${token}` } })
  })

  test('five wrong passwords lock the account: the right one is refused too', async ({ page }) => {
    await page.goto('/login')
    for (let i = 0; i < 5; i++) {
      await signIn(page, email, `wrong-${i}`)
      await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty()
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    }
    await signIn(page, email, password)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty()
    await expect(page).toHaveURL(/\/login$/)
    expect((await page.context().cookies()).find((c) => c.name === 'graphql-token')).toBeUndefined()
  })
})

test.describe('before its code has run', () => {
  test.use({ javaScriptEnabled: false })

  test('the sign-in button waits, and the form would never put the password in the address', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
    expect(await page.locator('form').getAttribute('method')).toBe('post')
  })
})

test('the sign-in box keeps its place while the page streams into it (no layout shift)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/login')
  // the layout's shell paints before the page's part arrives: take the page's part out again, measuring
  // before and after in one go (React may still be hydrating and would put the part back in between)
  const { full, shell } = await page.getByRole('main').evaluate((el) => {
    const box = () => {
      const { x, y, height } = el.getBoundingClientRect()
      return { x, y, height }
    }
    const before = box()
    for (const child of [...el.children].slice(1)) child.remove()
    return { full: before, shell: box() }
  })
  expect(shell.height).toBeLessThan(full.height)
  expect(shell.y).toBe(full.y)
  expect(shell.x).toBe(full.x)
})
