import type { Block } from 'payload'
import { TOPICS, topicLabel } from '@/features/contact-form/topics'

/** Page-builder blocks editors compose pages from. Rendering lives in src/content/pages/blocks/render-blocks.tsx. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'cta',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'href', type: 'text' },
      ],
    },
  ],
}

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'placement',
      type: 'select',
      defaultValue: 'main',
      options: [
        { label: 'In the text column', value: 'main' },
        { label: 'Beside the text before it', value: 'beside' },
      ],
      admin: {
        description:
          'Beside: a panel to the right of the text block before it on a wide screen (a list, a timeline, key facts), below it on a phone.',
      },
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text', required: true },
  ],
}

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'consultants',
      admin: { description: 'The consultant who said it: their portrait, name and role sign the quote.' },
    },
    {
      name: 'attribution',
      type: 'text',
      admin: { description: 'Signs the quote when no consultant is chosen (a client, a guest).' },
    },
  ],
}

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'source',
      type: 'text',
      maxLength: 160,
      admin: {
        description:
          'Where the figures come from and when, printed small under them (e.g. "Firm records, year to 31 March 2026"). A claim a reader can place is a claim they believe.',
      },
    },
  ],
}

export const CardLinksBlock: Block = {
  slug: 'cardLinks',
  interfaceName: 'CardLinksBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'href', type: 'text', required: true },
      ],
    },
  ],
}

export const LatestInsightsBlock: Block = {
  slug: 'latestInsights',
  interfaceName: 'LatestInsightsBlock',
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Latest insights' },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 12 },
  ],
}

/** Places the contact form on any page (requirements §2, issue "contact form"). */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Standard enquiry', value: 'default' },
        { label: 'Paid-search landing', value: 'paid-search' },
        { label: 'Paid-search landing (Middle East)', value: 'paid-search-middle-east' },
        { label: 'E-book download', value: 'ebook' },
      ],
    },
    { name: 'addressee', type: 'text', admin: { description: 'Shown as "Get in touch with …".' } },
    {
      // any of the eight topics of requirements §3, also those the dropdown does not list (effective, succession)
      name: 'topic',
      type: 'select',
      options: TOPICS.map((t) => ({ label: `${topicLabel(t)} (form ${t.formId})`, value: t.id })),
      admin: {
        description:
          'The topic the form starts with. A visitor who changes it chooses among the five of the dropdown. ' +
          'The e-book form always sends "download".',
      },
    },
  ],
}

export const PAGE_BLOCKS: Block[] = [
  HeroBlock,
  ContentBlock,
  CallToActionBlock,
  QuoteBlock,
  StatsBlock,
  CardLinksBlock,
  LatestInsightsBlock,
  ContactFormBlock,
]
