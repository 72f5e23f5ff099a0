import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from '@/components/breadcrumb'
import {
  ContactFormBlockView,
  ContentView,
  Hero,
  QuoteView,
  landingForm,
  RenderBlocks,
  type FormContext,
  type PageBlock,
} from './blocks/render-blocks'
import { siteConfig } from '@/lib/site-config'
import type { Page } from '@/payload-types'

/**
 * A people row a page's route adds, and where: before the page's closing call to action or form, or
 * after it (a page whose form is what the visitor came for).
 */
export type PagePeople = { row: ReactNode; place: 'before-closing' | 'after-closing' }

/**
 * A block-built page: breadcrumb, header (its leading hero, or title and intro), then its blocks, with
 * `people` (a people row its route adds) where it says.
 */
export function PageView({
  page,
  crumbs,
  form,
  people,
}: {
  page: Page
  crumbs: Crumb[]
  form?: FormContext
  people?: PagePeople | null
}) {
  const site = siteConfig()
  const blocks = (page.layout ?? []) as PageBlock[]
  const first = blocks[0]
  const leadingHero = first?.blockType === 'hero' ? first : null
  // a paid-search landing page: the form beside the headline, in the first screen on desktop
  const landing = leadingHero ? landingForm(blocks) : null
  // and the text block after its headline (why clients choose the firm) under the headline, beside the form
  const pitch = landing && blocks[1]?.blockType === 'content' ? blocks[1] : null
  // and a quote after those reasons (the partner who would lead the search) under them
  const voice = pitch && blocks[2]?.blockType === 'quote' ? blocks[2] : null
  return (
    <article>
      <Breadcrumb brandName={site.brandName} origin={site.origin} crumbs={crumbs} />
      {leadingHero ? (
        <Hero
          block={leadingHero}
          aside={landing ? <ContactFormBlockView block={landing} form={form ?? {}} bare /> : undefined}
          pitch={
            pitch ? (
              <>
                <ContentView block={pitch} panel className="border-t border-white/25 pt-8 text-white/90" />
                {voice ? <QuoteView block={voice} band /> : null}
              </>
            ) : undefined
          }
        />
      ) : (
        <header className="reading pb-4 pt-10">
          <h1 className="text-4xl font-bold">{page.title}</h1>
          {page.intro ? <p className="mt-4 text-lg text-muted">{page.intro}</p> : null}
        </header>
      )}
      {/* the intro, where the hero has no lede of its own (a hero's subheading is the page's lede: a
          second one under it stacked two introductions before the first paragraph) */}
      {leadingHero && page.intro && !leadingHero.subheading ? (
        <p className="reading pt-10 text-lg text-muted">{page.intro}</p>
      ) : null}
      <RenderBlocks
        blocks={blocks}
        skipFirst={Boolean(leadingHero)}
        form={form}
        skip={[landing, pitch, voice]}
        beforeClosing={people?.place === 'before-closing' ? people.row : null}
      />
      {people?.place === 'after-closing' ? people.row : null}
    </article>
  )
}
