import { describe, expect, it } from 'vitest'
import { finderOptionsHtml } from './options-html'

const options = {
  office: [
    { id: 1, title: 'London', slug: 'london' },
    { id: 2, title: 'São Paulo & <Rio>', slug: 'sao-paulo' },
  ],
  region: [{ id: 3, title: 'Europe', slug: 'europe' }],
  industry: [],
  function: [{ id: 4, title: 'Chief Financial Officer', slug: 'cfo' }],
}

describe('finderOptionsHtml', () => {
  it('starts each list with its "Any …" choice, then the options in order', () => {
    const html = finderOptionsHtml(options, {})
    expect(html.office).toBe(
      '<option value="">Any office</option><option value="london">London</option>' +
        '<option value="sao-paulo">São Paulo &amp; &lt;Rio&gt;</option>',
    )
    expect(html.industry).toBe('<option value="">Any industry</option>')
    expect(html.function).toBe(
      '<option value="">Any function</option><option value="cfo">Chief Financial Officer</option>',
    )
  })

  it('marks the filter in force as selected, so the page shows it before any script runs', () => {
    const html = finderOptionsHtml(options, { office: 'sao-paulo', region: 'europe' })
    expect(html.office).toContain('<option value="sao-paulo" selected="">')
    expect(html.office).not.toContain('<option value="london" selected')
    expect(html.region).toContain('<option value="europe" selected="">Europe</option>')
    expect(html.function).not.toContain('selected')
  })
})
