import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { FormSection } from './form-section'

describe('a page’s closing form', () => {
  it('has what happens next beside it, naming who reads the message, with the privacy policy', () => {
    const html = renderToStaticMarkup(<FormSection form={<form />} addressee="our Accra team" id="contact" />)
    expect(html).toContain('What happens next')
    expect(html).toContain('Your message goes straight to our Accra team')
    expect(html).toContain('href="/privacy-policy"')
    expect(html).toMatch(/<section id="contact" class="scroll-mt-20"><form><\/form><\/section>/)
    // beside the form from lg, below it on a phone
    expect(html).toMatch(/lg:grid-cols-\[minmax\(0,48rem\)_minmax\(0,1fr\)\]/)
  })

  it('gives the page’s own panel its place (an office’s map and address)', () => {
    const html = renderToStaticMarkup(<FormSection form={<form />} aside={<aside>Visit or call</aside>} />)
    expect(html).toContain('<aside>Visit or call</aside>')
    expect(html).not.toContain('What happens next')
  })
})
