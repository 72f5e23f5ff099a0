import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { HtmlValidate } from 'html-validate'
import { AXE_TAGS, resolveTemplates, type PageTemplate } from './support/page-templates'

/**
 * docs/performance.md#budgets: zero axe-core violations (WCAG 2.2 AA) on every page template, and valid HTML. One
 * browser page visits every template; each failure lists rule, impact and the offending elements.
 */

let templates: PageTemplate[] = []

test.beforeAll(async ({ request }) => {
  templates = await resolveTemplates(async (path) => (await request.get(path)).text())
})

test('every page template has zero axe violations (WCAG 2.2 AA)', async ({ page }) => {
  test.setTimeout(templates.length * 15_000)
  for (const t of templates) {
    await test.step(`${t.template}: ${t.path}`, async () => {
      await page.goto(t.path)
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      const readable = violations.map(
        (v) =>
          `${v.id} [${v.impact ?? '?'}] ${v.help}\n` +
          v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
      )
      expect.soft(readable, `axe violations on ${t.template} (${t.path})`).toEqual([])
    })
  }
})

// Next's own markup (streamed RSC <script> tags, <link> preloads) is valid HTML; these rules judge
// style rather than validity, so the check stays on what a browser or screen reader would trip over.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'no-inline-style': 'off', 'attribute-boolean-style': 'off', 'void-style': 'off' },
})

test('page templates are valid HTML', async ({ request }) => {
  // the 404 of an unknown address is whole in the server's HTML too (docs/decisions/0007)
  const sample = templates.filter((t) =>
    ['home', 'CMS page', 'consultant', 'insight article', 'contact', 'search', 'login', '404'].includes(t.template),
  )
  expect(sample.length).toBe(8)
  for (const t of sample) {
    const html = await (await request.get(t.path)).text()
    const report = await validator.validateString(html, t.path)
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector ?? ''})`),
    )
    expect.soft(messages, `HTML errors on ${t.template} (${t.path})`).toEqual([])
  }
})
