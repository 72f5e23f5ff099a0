import { expect, test } from './support/test'
import { ADMIN_CREDENTIALS } from '../../src/cms/seed/credentials'
import { captchaToken, pdfBytes } from './support/leads'

test.describe('leads for editors', () => {
  test('a CV lead is stored, its CV is private, and editors export leads as safe CSV', async ({
    request,
    playwright,
  }) => {
    const offices = await (
      await request.post('/api/graphql', { data: { query: '{ offices(first: 1) { nodes { officeId } } }' } })
    ).json()
    const officeId = offices.data.offices.nodes[0].officeId
    const submit = await request.post('/api/v1/forms/6', {
      data: {
        gdpr: 1,
        first_name: '=HYPERLINK("http://evil.example")',
        last_name: 'Candidate',
        email: 'candidate@gmail.com',
        message: 'Please consider me.',
        office_id: officeId,
        file_hash: `data:application/pdf;base64,${pdfBytes().toString('base64')}`,
        file_ext: 'application/pdf',
        captcha_token: await captchaToken(),
      },
    })
    expect(submit.status()).toBe(200)
    const { id } = await submit.json()

    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    expect((await anonymous.get(`/api/form-submissions/${id}`)).status()).toBe(403)
    expect((await anonymous.get('/api/form-submissions/export.csv')).status()).toBe(403)

    const login = await request.post('/api/users/login', { data: ADMIN_CREDENTIALS })
    const { token } = await login.json()
    const auth = { Authorization: `JWT ${token}` }
    const lead = await (await request.get(`/api/form-submissions/${id}?depth=1`, { headers: auth })).json()
    expect(lead.topic).toBe('cv')
    expect(lead.deliveryStatus).toMatch(/pending|stored|delivered/)
    const cvUrl: string = lead.cv.url
    expect((await anonymous.get(cvUrl)).status()).toBe(403)
    const cv = await request.get(cvUrl, { headers: auth })
    expect(cv.status()).toBe(200)
    expect((await cv.body()).subarray(0, 5).toString()).toBe('%PDF-')

    // the server's own job runner picks the delivery up (no SMTP or webhook here: "stored only")
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/form-submissions/${id}?depth=0`, { headers: auth })).json()).deliveryStatus,
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe('stored')

    const csv = await request.get('/api/form-submissions/export.csv', { headers: auth })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('Received,Topic,Form id,First name')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m)
    await anonymous.dispose()
  })

  test('the admin lists leads with their delivery state and offers the CSV export', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(ADMIN_CREDENTIALS.email)
    await page.getByLabel('Password').fill(ADMIN_CREDENTIALS.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/admin$/)
    await page.goto('/admin/collections/form-submissions')
    await expect(page.getByRole('link', { name: 'Export all leads as CSV' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: /^Delivery Status/ })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: /^Topic/ })).toBeVisible()
  })
})
