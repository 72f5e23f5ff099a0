/* eslint-disable @next/next/no-img-element -- markup under test, not a page */
import { Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { renderStaticHtml } from './static-html'

function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <li className="rounded border p-4">
      <a href={`/consultant/${title.toLowerCase()}`} className="font-semibold">
        {title}
      </a>
      {children}
    </li>
  )
}

/** Whether two pieces of HTML make the same DOM (attribute order, case and quoting aside). */
function sameDom(a: string, b: string): boolean {
  const { document } = new Window()
  const parse = (html: string) => {
    const t = document.createElement('template')
    t.innerHTML = html
    return t.content
  }
  return parse(a).isEqualNode(parse(b))
}

/** Trees a page of this site is made of; React's own static renderer is the oracle. */
const TREES: Array<[string, ReactNode]> = [
  ['text with characters to escape', <p key="1">R&amp;D &lt;&quot;quoted&quot;&gt; it&apos;s {'<b>'}</p>],
  [
    'nested elements, fragments, lists and components',
    <section key="1" aria-labelledby="team" className="mt-10">
      <h2 id="team">Our consultants in {'London'}</h2>
      <ul className="grid gap-4">
        {['Ada', 'Grace'].map((n) => (
          <Card key={n} title={n}>
            <p className="text-sm">Partner</p>
          </Card>
        ))}
        <Fragment>
          <Card title="Alan" />
        </Fragment>
      </ul>
    </section>,
  ],
  [
    'void elements, booleans, numbers and aria',
    <div key="1" hidden aria-hidden={true} data-open={false} tabIndex={-1}>
      <img
        src="/media/a.webp"
        srcSet="/media/a.webp 1x, /media/b.webp 2x"
        alt=""
        width={640}
        height={360}
        loading="lazy"
      />
      <br />
      <input type="checkbox" defaultChecked disabled={false} readOnly />
      <time dateTime="2026-11-24">24 November 2026</time>
      {0}
      {null}
      {false}
      {undefined}
    </div>,
  ],
  [
    'styles with units, unitless values and custom properties',
    <div key="1" style={{ marginTop: 4, opacity: 0.5, lineHeight: 1.4, ['--hue' as string]: 20, zIndex: 3 }} />,
  ],
  [
    'attributes React writes as "true"/"false", and overloaded booleans',
    <div key="1" draggable={false} spellCheck contentEditable={false}>
      <a href="/brochure.pdf" download>
        Brochure
      </a>
      <svg focusable={false} aria-hidden>
        <path d="M0 0h1" />
      </svg>
    </div>,
  ],
  [
    'label and address attributes',
    <label key="1" htmlFor="email" className="block">
      E-mail
    </label>,
  ],
  [
    'inline SVG keeps its case-sensitive attributes',
    <svg key="1" viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
      <path d="M0 0h24v24H0z" fill="none" strokeWidth={2} strokeLinecap="round" />
    </svg>,
  ],
  [
    'raw HTML and JSON-LD',
    <script key="1" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"a":"<\\u003c"}' }} />,
  ],
]

describe('renderStaticHtml', () => {
  it('compares DOMs, not strings (the oracle would pass anything otherwise)', () => {
    expect(sameDom('<p class="a" id="b">x</p>', '<p id=\'b\' class="a">x</p>')).toBe(true)
    expect(sameDom('<p class="a">x</p>', '<p class="b">x</p>')).toBe(false)
    expect(sameDom('<p>x</p>', '<p>y</p>')).toBe(false)
  })

  for (const [name, tree] of TREES) {
    it(`writes what React writes: ${name}`, async () => {
      const ours = await renderStaticHtml(tree)
      const react = renderToStaticMarkup(tree)
      expect(sameDom(ours, react), `ours:  ${ours}\nReact: ${react}`).toBe(true)
    })
  }

  it('renders async server components', async () => {
    async function Office({ slug }: { slug: string }) {
      const title = await Promise.resolve(slug.toUpperCase())
      return <h1>{title}</h1>
    }
    expect(await renderStaticHtml(<Office slug="london" />)).toBe('<h1>LONDON</h1>')
  })

  it('leaves out an address that would run script, as React does', async () => {
    const html = await renderStaticHtml(<a href="javascript:alert(1)">x</a>)
    expect(html).toBe('<a>x</a>')
  })

  it('refuses an event handler and a client component, naming them', async () => {
    await expect(renderStaticHtml(<button onClick={() => undefined}>x</button>)).rejects.toThrow(/<button onClick>/)
    const island = Object.assign(() => null, {
      $$typeof: Symbol.for('react.client.reference'),
      displayName: 'ContactForm',
    })
    const Island = island as unknown as () => null
    await expect(renderStaticHtml(<Island />)).rejects.toThrow(/ContactForm is a client component/)
  })
})
