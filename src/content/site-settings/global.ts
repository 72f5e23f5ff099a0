import type { Field, GlobalConfig } from 'payload'
import { anyone, authenticated } from '../shared/access'
import { revalidateGlobal } from '../shared/revalidate'

const link: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'href', type: 'text', required: true },
]

/** Navigation, mega menu, footer, tracking ids and feature switches, edited in one place. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [revalidateGlobal('site-settings')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Navigation',
          fields: [
            { name: 'navigation', type: 'array', fields: link },
            {
              name: 'megaMenu',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'href', type: 'text' },
                {
                  name: 'columns',
                  type: 'array',
                  fields: [
                    { name: 'heading', type: 'text' },
                    { name: 'links', type: 'array', fields: link },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footer',
              type: 'group',
              fields: [
                { name: 'tagline', type: 'textarea' },
                {
                  name: 'columns',
                  type: 'array',
                  fields: [
                    { name: 'heading', type: 'text', required: true },
                    { name: 'links', type: 'array', fields: link },
                  ],
                },
                { name: 'legalLinks', type: 'array', fields: link },
                {
                  name: 'social',
                  type: 'array',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      required: true,
                      options: ['linkedin', 'x', 'facebook', 'youtube', 'instagram'],
                    },
                    { name: 'href', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Home',
          fields: [
            {
              name: 'carousel',
              type: 'array',
              fields: [
                { name: 'heading', type: 'text', required: true },
                { name: 'text', type: 'textarea' },
                { name: 'image', type: 'upload', relationTo: 'media' },
                { name: 'ctaLabel', type: 'text' },
                { name: 'ctaHref', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Tracking',
          fields: [
            {
              name: 'tracking',
              type: 'group',
              admin: { description: 'Leave a field empty to switch that third party off.' },
              fields: [
                { name: 'gtmId', label: 'Google Tag Manager container id', type: 'text' },
                { name: 'crmScriptUrl', label: 'Marketing/CRM tracking script URL', type: 'text' },
                { name: 'visitorIntelScriptUrl', label: 'Visitor-intelligence script URL', type: 'text' },
                { name: 'socialAdvocacySiteId', label: 'Social-advocacy site id', type: 'text' },
                { name: 'socialAdvocacyScriptUrl', label: 'Social-advocacy lead script URL', type: 'text' },
                { name: 'adTrackingServerUrl', label: 'Ad-tracking server URL', type: 'text' },
                { name: 'errorReportingDsn', label: 'Error-reporting DSN', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Features',
          fields: [
            {
              name: 'features',
              type: 'group',
              fields: [
                { name: 'adsTracking', label: 'Ad-click tracking after a lead', type: 'checkbox', defaultValue: false },
                { name: 'consentBanner', label: 'Cookie consent banner', type: 'checkbox', defaultValue: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
