import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import type { CallToActionBlock, ContactFormBlock, ContentBlock } from '@/payload-types'
import { FORM_IN_ENGLISH, FormLead, leadsIntoForm } from './form-lead'

const cta: CallToActionBlock = {
  blockType: 'callToAction',
  heading: 'Start a search with us',
  text: 'Tell us about the role.',
  label: 'Contact us',
  href: '/contact-us',
}
const form: ContactFormBlock = { blockType: 'contactForm', variant: 'default' }
const text = { blockType: 'content' } as ContentBlock

describe('a call to action before a contact form', () => {
  it('introduces the form instead of adding a second next step', () => {
    expect(leadsIntoForm([text, cta, form], 1)).toBe(true)
    expect(leadsIntoForm([text, cta], 1)).toBe(false)
    expect(leadsIntoForm([cta, text, form], 0)).toBe(false)
    expect(leadsIntoForm([text, cta, form], 2)).toBe(false)
  })

  it('keeps its heading and text and drops its button', () => {
    const html = renderToStaticMarkup(<FormLead block={cta} />)
    expect(html).toContain('<h2')
    expect(html).toContain('Start a search with us')
    expect(html).toContain('Tell us about the role.')
    expect(html).not.toContain('href=')
    expect(html).not.toContain('Contact us')
  })

  it('tells a French reader, in French, that the form keeps its English texts', () => {
    const fr = renderToStaticMarkup(<FormLead block={cta} lang="fr" />)
    expect(fr).toContain(FORM_IN_ENGLISH.fr)
    expect(FORM_IN_ENGLISH.fr).toMatch(/en français/)
    expect(renderToStaticMarkup(<FormLead block={cta} />)).not.toContain(FORM_IN_ENGLISH.fr)
  })
})
