import { Fragment, type ReactNode } from 'react'
import { LinkCard } from '@/components/cards/link-card'
import Link from '@/components/link'
import { InsightSection } from '@/content/insights/insight-section'
import { responsiveImage } from '@/components/responsive-image'
import { RichText } from '@/components/rich-text'
import { ContactForm } from '@/content/leads/contact-form'
import { FormSection } from '@/content/leads/form-section'
import { cardGridColumns, featuredCardClass } from '@/components/card-grid'
import { Portrait } from '@/components/cards/portrait'
import { consultantPaths } from '@/content/consultants/paths'
import { populated } from '@/lib/relation'
import { Figures } from './figures'
import { FormLead, leadsIntoForm } from './form-lead'
import { asideOfForm, besideOf, drawnBeside } from './block-layout'
import type {
  CallToActionBlock,
  CardLinksBlock,
  ContactFormBlock,
  ContentBlock,
  HeroBlock,
  LatestInsightsBlock,
  QuoteBlock,
  StatsBlock,
  Consultant,
  Office,
} from '@/payload-types'
import { BESIDE_TEXT } from '@/components/beside-text'

export type PageBlock =
  | HeroBlock
  | ContentBlock
  | CallToActionBlock
  | QuoteBlock
  | StatsBlock
  | CardLinksBlock
  | LatestInsightsBlock
  | ContactFormBlock

/** Blocks that close a page: a page's own additions (a listing, its people) go before them. */
export const CLOSING: ReadonlySet<PageBlock['blockType']> = new Set(['callToAction', 'contactForm'])

/**
 * A quote, signed by the consultant an editor chose (portrait, name linking to the profile, role and
 * office) or else by its attribution text. `band`: on a navy hero (a landing page's, under its
 * reasons beside the form), in white and a size smaller.
 */
export function QuoteView({ block, band = false }: { block: QuoteBlock; band?: boolean }) {
  const author = populated<Consultant>(block.author)
  const office = populated<Office>(author?.office)
  // on the page, centred in the page's width under a short rule (left-aligned in the reading column, a
  // quote left the right 40 % of a wide screen empty); on a band, beside a form, aligned with the text above
  const tone = band
    ? {
        figure: 'mt-8',
        quote: 'border-l-4 border-white/40 pl-6 text-xl text-white',
        caption: 'pl-6',
        name: 'text-white',
        role: 'text-white/80',
      }
    : {
        figure: 'mx-auto max-w-4xl px-4 py-14 text-center',
        quote:
          'text-xl text-brand md:text-2xl before:mx-auto before:mb-6 before:block before:h-1 before:w-16 before:bg-brand-accent',
        caption: 'justify-center text-left',
        name: 'text-brand-accent',
        role: 'text-muted',
      }
  return (
    <figure className={tone.figure}>
      <blockquote className={`font-serif font-bold text-balance ${tone.quote}`}>{block.quote}</blockquote>
      {author ? (
        <figcaption className={`mt-6 flex items-center gap-4 ${tone.caption}`}>
          <span className="w-16 shrink-0 overflow-hidden rounded">
            <Portrait name={author.name} photo={author.photo} sizes="64px" />
          </span>
          <span>
            <Link
              href={consultantPaths.consultant(author.slug)}
              className={`block font-semibold underline ${tone.name}`}
            >
              {author.name}
            </Link>
            <span className={`block text-sm ${tone.role}`}>
              {[author.role, office?.city].filter(Boolean).join(', ')}
            </span>
          </span>
        </figcaption>
      ) : block.attribution ? (
        <figcaption className={`mt-4 ${band ? 'pl-6' : ''} ${tone.role}`}>{block.attribution}</figcaption>
      ) : null}
    </figure>
  )
}

export type FormContext = { consultantId?: number; officeId?: number; thankYou?: string }

const HERO_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw'

/**
 * A hero doubles as the page header: its heading is the page's h1 when it comes first. `aside`
 * takes the picture's place beside the heading (the paid-search landing pages put their form there,
 * so it is in the first screen on desktop).
 */
export function Hero({
  block,
  level = 1,
  aside,
  pitch,
}: {
  block: HeroBlock
  level?: 1 | 2
  aside?: ReactNode
  /** Beside a form, what goes under the headline instead of the picture (a landing page's reasons to enquire). */
  pitch?: ReactNode
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  // the page's leading hero holds its largest paint; beside a form the picture is a desktop extra
  // under the text, drawn lazily (the headline and the form are what the visitor came for)
  const image = responsiveImage(block.image, {
    sizes: aside ? '(min-width: 1280px) 560px, 45vw' : HERO_SIZES,
    priority: level === 1 && !aside,
    fallbackWidth: 800,
    fallbackHeight: 500,
  })
  const grid = aside
    ? 'items-start gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:grid-rows-[auto_1fr] lg:gap-12'
    : 'items-center gap-6 py-8 md:grid-cols-2 md:gap-10 md:py-14'
  // whole at every width: an editor's picture may fill its frame (a team, a letter), so a phone's band
  // would cut it; the drawn heroes of practices and offices, which fade at their edges, are cut
  const picture = image ? (
    // eslint-disable-next-line @next/next/no-img-element -- attributes made by next/image's rules on the server
    <img
      {...image}
      alt={image.alt}
      loading={aside ? 'lazy' : image.loading}
      decoding="async"
      className="h-auto w-full rounded"
    />
  ) : null
  return (
    <section className="bg-brand text-white">
      <div className={`mx-auto grid max-w-7xl px-4 ${grid}`}>
        <div className={aside ? 'lg:pt-8' : undefined}>
          <Heading className="text-4xl md:text-5xl">{block.heading}</Heading>
          {block.subheading ? <p className="mt-5 text-lg text-white/85">{block.subheading}</p> : null}
          {block.cta?.label && block.cta.href ? (
            <Link
              href={block.cta.href}
              className="mt-8 inline-block rounded bg-white px-6 py-3 font-semibold text-brand hover:bg-sand"
            >
              {block.cta.label}
            </Link>
          ) : null}
        </div>
        {/* beside a form: the form spans both rows from lg, so on a phone it comes right after the
            headline and the pitch (or the desktop's picture) after it */}
        {aside ? <div className="text-ink lg:col-start-2 lg:row-span-2 lg:row-start-1">{aside}</div> : picture}
        {aside && pitch ? <div className="lg:col-start-1 lg:row-start-2">{pitch}</div> : null}
        {aside && !pitch && picture ? (
          <div className="hidden lg:col-start-1 lg:row-start-2 lg:block">{picture}</div>
        ) : null}
      </div>
    </section>
  )
}

/** The contact form a page's block places, with the page's context (consultant, office, thank-you page). */
export function ContactFormBlockView({
  block,
  form,
  lang,
  bare = false,
  anchor = false,
  lead,
}: {
  block: ContactFormBlock
  form: FormContext
  lang?: string
  /** The call to action right before the form, drawn as its section's heading. */
  lead?: CallToActionBlock
  /** Without the section's own width, padding and panel beside it (inside a hero, or beside its aside). */
  bare?: boolean
  /** The form's `#contact` anchor, which a bare form in a hero does not take. */
  anchor?: boolean
}) {
  const contactForm = (
    <ContactForm
      variant={block.variant ?? 'default'}
      addressee={block.addressee ?? undefined}
      presetTopic={block.topic ?? undefined}
      introduced={lead !== undefined}
      {...form}
    />
  )
  // the form's words are English on a page in another language too; the panel beside it speaks the page's
  if (!bare)
    return (
      // `#contact`: a page's links to its own form (the careers page's open roles) land on it
      <FormSection
        id="contact"
        lead={lead ? <FormLead block={lead} lang={lang} /> : undefined}
        form={<div lang={lang ? 'en' : undefined}>{contactForm}</div>}
        addressee={block.addressee ?? undefined}
        lang={lang === 'fr' ? 'fr' : 'en'}
      />
    )
  return (
    <section id={anchor ? 'contact' : undefined} lang={lang ? 'en' : undefined} className="scroll-mt-20">
      {contactForm}
    </section>
  )
}

/** The paid-search landing form of a layout, which goes beside the page's headline. */
export function landingForm(blocks: PageBlock[]): ContactFormBlock | null {
  const found = blocks.find((b) => b.blockType === 'contactForm' && b.variant?.startsWith('paid-search'))
  return found?.blockType === 'contactForm' ? found : null
}

function Block({
  block,
  form,
  lang,
  featureInsights,
  lead,
}: {
  block: PageBlock
  form: FormContext
  lang?: string
  featureInsights?: boolean
  /** The call to action before a contact form, which the form's section draws as its heading. */
  lead?: CallToActionBlock
}) {
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} level={2} />
    case 'content':
      return <ContentView block={block} lang={lang} className="reading py-10" />
    case 'callToAction':
      return (
        <section className="bg-sand">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-6 px-4 py-12">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>
              {block.text ? <p className="mt-2 text-muted">{block.text}</p> : null}
            </div>
            <Link
              href={block.href}
              className="rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-accent"
            >
              {block.label}
            </Link>
          </div>
        </section>
      )
    case 'quote':
      return <QuoteView block={block} />
    case 'stats':
      return <Figures items={block.items ?? []} source={block.source} />
    case 'cardLinks': {
      const cards = block.cards ?? []
      return (
        <section aria-label={block.heading ?? undefined} className="mx-auto max-w-7xl px-4 py-10">
          {block.heading ? <h2 className="mb-6 text-2xl md:text-3xl">{block.heading}</h2> : null}
          <ul className={`grid gap-6 ${cardGridColumns(cards.length, 4)}`}>
            {cards.map((card, i) => (
              <LinkCard
                key={card.id ?? card.href}
                href={card.href}
                title={card.title}
                text={card.text}
                className={featuredCardClass(cards.length, i, 4)}
              />
            ))}
          </ul>
        </section>
      )
    }
    case 'latestInsights':
      // the default layout's insight section, placed where the editor put the block
      return (
        <InsightSection
          heading={block.heading ?? undefined}
          limit={block.limit ?? 3}
          headingId={`insights-${block.id ?? 'latest'}`}
          featured={featureInsights}
        />
      )
    case 'contactForm':
      return <ContactFormBlockView block={block} form={form} lang={lang} lead={lead} />
  }
}

export function ContentView({
  block,
  lang,
  className,
  panel = false,
}: {
  block: ContentBlock
  lang?: string
  className: string
  /** A panel beside the text: a smaller heading, in the panel's padding. */
  panel?: boolean
}) {
  return (
    <section className={className}>
      {block.heading ? (
        <h2 className={panel ? 'mb-3 text-xl font-bold' : 'mb-4 text-2xl font-bold md:text-3xl'}>{block.heading}</h2>
      ) : null}
      <RichText data={block.body} lang={lang} />
    </section>
  )
}

/**
 * A text block with its panels beside it from `lg` (a service's recent work, the firm's history), so
 * a wide screen is not half empty beside a column of text; below it, in reading order, on a phone.
 */
function TextWithAside({ block, aside, lang }: { block: ContentBlock; aside: ContentBlock[]; lang?: string }) {
  return (
    <div className={BESIDE_TEXT}>
      <ContentView block={block} lang={lang} className="" />
      <div data-aside className="flex flex-col gap-6 self-start">
        {aside.map((a, k) => (
          <ContentView key={a.id ?? k} block={a} lang={lang} panel className="rounded-card bg-sand p-6" />
        ))}
      </div>
    </div>
  )
}

function FormWithAside({
  block,
  aside,
  form,
  lang,
  lead,
}: {
  block: ContactFormBlock
  aside: ContentBlock
  form: FormContext
  lang?: string
  lead?: CallToActionBlock
}) {
  return (
    <FormSection
      id="contact"
      lead={lead ? <FormLead block={lead} lang={lang} /> : undefined}
      form={<ContactFormBlockView block={block} form={form} lang={lang} lead={lead} bare />}
      aside={<ContentView block={aside} lang={lang} className="lg:pt-8" />}
    />
  )
}

/** Renders an editor's page layout, block by block. */
export function RenderBlocks({
  blocks,
  form = {},
  lang,
  skipFirst = false,
  featureInsights = false,
  skip,
  beforeClosing,
}: {
  blocks: PageBlock[] | null | undefined
  form?: FormContext
  lang?: string
  skipFirst?: boolean
  /** Latest-insights blocks lead with the newest article, large (the home page). */
  featureInsights?: boolean
  /** Blocks already drawn elsewhere on the page (the landing form and its pitch in the hero). */
  skip?: ReadonlyArray<PageBlock | null>
  /** Drawn before the first closing block (call to action, contact form), or last when there is none. */
  beforeClosing?: ReactNode
}) {
  const list = (blocks ?? []).slice(skipFirst ? 1 : 0).filter((b) => !skip?.includes(b))
  const split = list.findIndex((b) => CLOSING.has(b.blockType))
  const at = split === -1 ? list.length : split
  return (
    <>
      {list.map((block, i) => {
        if (asideOfForm(list, i - 1) || drawnBeside(list, i)) return null
        const aside = asideOfForm(list, i)
        const panels = besideOf(list, i)
        const before = list[i - 1]
        const lead = before?.blockType === 'callToAction' && leadsIntoForm(list, i - 1) ? before : undefined
        return (
          <Fragment key={block.id ?? `${block.blockType}-${i}`}>
            {i === at ? beforeClosing : null}
            {/* a call to action right before a form is drawn by the form's section, as its heading */}
            {leadsIntoForm(list, i) ? null : aside && block.blockType === 'contactForm' ? (
              <FormWithAside block={block} aside={aside} form={form} lang={lang} lead={lead} />
            ) : panels.length && block.blockType === 'content' ? (
              <TextWithAside block={block} aside={panels} lang={lang} />
            ) : (
              <Block block={block} form={form} lang={lang} featureInsights={featureInsights} lead={lead} />
            )}
          </Fragment>
        )
      })}
      {at === list.length ? beforeClosing : null}
    </>
  )
}
