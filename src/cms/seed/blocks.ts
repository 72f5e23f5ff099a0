import type {
  CallToActionBlock,
  CardLinksBlock,
  ContactFormBlock,
  ContentBlock,
  HeroBlock,
  LatestInsightsBlock,
  Page,
  QuoteBlock,
  StatsBlock,
} from '@/payload-types'
import type { DocId } from './context'
import { richText, type RichBlock } from '@/lib/lexical'

/** Builders for the page-builder blocks of src/content/pages/blocks, typed from the generated types. */
export type LayoutBlock = NonNullable<Page['layout']>[number]

export function hero(
  heading: string,
  subheading?: string,
  options: { image?: DocId; cta?: { label: string; href: string } } = {},
): HeroBlock {
  return {
    blockType: 'hero',
    heading,
    ...(subheading ? { subheading } : {}),
    ...(options.image !== undefined ? { image: options.image } : {}),
    ...(options.cta ? { cta: options.cta } : {}),
  }
}

/** A text block; `beside` places it as a panel beside the text block before it (a list, a timeline). */
export function content(
  heading: string | undefined,
  body: readonly RichBlock[],
  { beside = false }: { beside?: boolean } = {},
): ContentBlock {
  return {
    blockType: 'content',
    ...(heading ? { heading } : {}),
    body: richText(body),
    ...(beside ? { placement: 'beside' as const } : {}),
  }
}

export function callToAction(heading: string, text: string, label: string, href: string): CallToActionBlock {
  return { blockType: 'callToAction', heading, text, label, href }
}

/** A quote signed by `author` (a consultant's id) when given; `attribution` signs it if that person is ever removed. */
export function quote(text: string, attribution?: string, author?: DocId): QuoteBlock {
  return { blockType: 'quote', quote: text, ...(attribution ? { attribution } : {}), ...(author ? { author } : {}) }
}

/** Figures with `source`: where they come from and when, printed under them. */
export function stats(items: ReadonlyArray<readonly [value: string, label: string]>, source: string): StatsBlock {
  return { blockType: 'stats', items: items.map(([value, label]) => ({ value, label })), source }
}

export function cardLinks(
  heading: string | undefined,
  cards: ReadonlyArray<{ title: string; text?: string; href: string }>,
): CardLinksBlock {
  return {
    blockType: 'cardLinks',
    ...(heading ? { heading } : {}),
    cards: cards.map((c) => ({ title: c.title, href: c.href, ...(c.text ? { text: c.text } : {}) })),
  }
}

export function latestInsights(heading = 'Latest insights', limit = 3): LatestInsightsBlock {
  return { blockType: 'latestInsights', heading, limit }
}

export function contactForm(
  variant: NonNullable<ContactFormBlock['variant']>,
  addressee?: string,
  topic?: NonNullable<ContactFormBlock['topic']>,
): ContactFormBlock {
  return { blockType: 'contactForm', variant, ...(addressee ? { addressee } : {}), ...(topic ? { topic } : {}) }
}
