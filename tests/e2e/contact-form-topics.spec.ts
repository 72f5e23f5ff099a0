import { expect, test, type APIRequestContext, type Page } from './support/test'
import { ADMIN_CREDENTIALS } from '../../src/cms/seed/credentials'

/**
 * requirements §3: every topic can be sent from the site. effective (form 9) and succession (form 10) are
 * not in the dropdown; a page's contact-form block presets them (the succession-planning service
 * pages, English and French, and the executive-onboarding ones), and a lead sent from such a page
 * carries its form id. requirements §9: their button reads "Connect with consultant".
 */

const PRESET_PAGES = [
  { path: '/services/succession-planning', topic: 'succession', formId: 10, label: 'Succession planning' },
  { path: '/services/fr/succession-planning', topic: 'succession', formId: 10, label: 'Succession planning' },
  { path: '/services/executive-onboarding', topic: 'effective', formId: 9, label: 'Effective leadership' },
  { path: '/services/fr/executive-onboarding', topic: 'effective', formId: 9, label: 'Effective leadership' },
] as const

const PLACEHOLDER = 'Select…'
const DROPDOWN = [
  PLACEHOLDER,
  'Submit my CV for consideration',
  'Engage the firm for executive search services',
  'Enquire about other services',
  'Join the team',
  'Other',
]

const form = (page: Page) => page.getByRole('form', { name: /^Get in touch/ })
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })

async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN_CREDENTIALS })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test.describe('contact-form blocks preset the topics the dropdown does not list', () => {
  for (const { path, topic, formId, label } of PRESET_PAGES) {
    test(`${path} sends topic ${topic} as form ${formId}`, async ({ page, request }) => {
      await page.goto(path)
      const topicSelect = field(page, 'Topic')
      await expect(topicSelect).toHaveValue(topic)
      await expect(topicSelect.locator('option')).toHaveText([PLACEHOLDER, label, ...DROPDOWN.slice(1)])
      await expect(form(page).getByRole('button', { name: 'Connect with consultant', exact: true })).toBeVisible()
      // the page's one form: the block's, not a second default one below it
      await expect(page.getByRole('form', { name: /^Get in touch/ })).toHaveCount(1)

      await field(page, 'First name').fill('Ada')
      await field(page, 'Last name').fill('Lovelace')
      await field(page, 'Business email').fill('ada@engines.example')
      await field(page, 'Business phone').fill('+44 20 7946 0000')
      await field(page, 'Company').fill('Analytical Engines Ltd')
      await field(page, 'Job title').fill('Chief Technology Officer')
      await form(page)
        .getByLabel(/^Message/)
        .fill(`We would like to talk about ${label.toLowerCase()}.`)
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/v1/forms/${formId}`,
      )
      await form(page).getByRole('button', { name: 'Connect with consultant', exact: true }).click()
      const response = await answered
      expect(response.status()).toBe(200)
      const body = response.request().postDataJSON() as Record<string, unknown>
      expect(body).toMatchObject({ gdpr: 1, first_name: 'Ada', company: 'Analytical Engines Ltd', privacy_policy: 0 })
      await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 })

      const { id } = (await response.json()) as { id: number }
      const lead = (await (
        await request.get(`/api/form-submissions/${id}?depth=0`, { headers: await adminAuth(request) })
      ).json()) as { topic: string; formId: number }
      expect(lead).toMatchObject({ topic, formId })
    })
  }

  test('a visitor who changes the preset topic chooses among the five', async ({ page }) => {
    await page.goto('/services/succession-planning')
    const topicSelect = field(page, 'Topic')
    await expect(topicSelect).toHaveValue('succession')
    await topicSelect.selectOption({ label: 'Other' })
    await expect(topicSelect.locator('option')).toHaveText(DROPDOWN)
    await expect(form(page).getByRole('button', { name: 'Submit form', exact: true })).toBeVisible()
    await topicSelect.selectOption({ label: 'Engage the firm for executive search services' })
    await expect(form(page).getByRole('button', { name: "Let's Get to Work", exact: true })).toBeVisible()
  })

  test('without JavaScript the preset topic is in the HTML the server sends', async ({ request }) => {
    const html = await (await request.get('/services/fr/succession-planning')).text()
    expect(html).toMatch(/<option value="succession" selected="">Succession planning<\/option>/)
    expect(html).toContain('>Connect with consultant<')
  })
})
