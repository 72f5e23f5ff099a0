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

  it('puts a call to action’s heading above the form, in the form’s column, so the panel starts level with it', () => {
    const html = renderToStaticMarkup(
      <FormSection form={<form />} lead={<h2>Start a search with us</h2>} id="contact" />,
    )
    expect(html).toMatch(
      /<section id="contact" class="scroll-mt-20"><h2>Start a search with us<\/h2><form><\/form><\/section>/,
    )
    expect(html.indexOf('Start a search with us')).toBeLessThan(html.indexOf('What happens next'))
  })
})

describe('the panel on a French page', () => {
  it('speaks French and is marked so, while the form beside it stays as it is', () => {
    const html = renderToStaticMarkup(
      <FormSection form={<form lang="en" />} addressee="our Paris team" lang="fr" id="contact" />,
    )
    expect(html).toContain('lang="fr"')
    expect(html).toContain('Et ensuite ?')
    expect(html).toContain('Votre message va directement à l’associé concerné')
    expect(html).toContain('politique de confidentialité')
    expect(html).not.toContain('What happens next')
    // the English addressee is not dropped into a French sentence
    expect(html).not.toContain('our Paris team')
    expect(html).toContain('<form lang="en"></form>')
  })
})
