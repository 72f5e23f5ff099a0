import type { CollectionConfig } from 'payload'
import { exportLeadsEndpoint } from '@/content/leads/export-endpoint'
import { retryDeliveryEndpoint } from '@/content/leads/retry-endpoint'
import { UTM_MAX } from '@/features/contact-form/field-rules'
import { TOPIC_IDS } from '@/features/contact-form/topics'
import { authenticated, nobody } from '../shared/access'

/**
 * Leads. Written only by the forms API through the Local API (in one transaction with the CV and
 * the delivery job); visitors can never read or write them over REST or GraphQL.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['email', 'topic', 'formId', 'deliveryStatus', 'createdAt'],
    listSearchableFields: ['email', 'lastName', 'company'],
    components: { beforeListTable: ['@/content/leads/admin/export-button#ExportLeadsButton'] },
  },
  endpoints: [exportLeadsEndpoint, retryDeliveryEndpoint],
  // not in the GraphQL schema at all: no query or mutation to probe
  graphQL: false,
  access: { read: authenticated, create: nobody, update: authenticated, delete: authenticated },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'topic',
          type: 'select',
          required: true,
          index: true,
          options: [...TOPIC_IDS],
        },
        { name: 'formId', type: 'number', required: true, index: true },
      ],
    },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'company', type: 'text' },
    { name: 'jobTitle', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'linkedin', type: 'text' },
    { name: 'hiringPosition', type: 'text' },
    { name: 'positionCountry', type: 'text' },
    { name: 'positionCity', type: 'text' },
    { name: 'newsletter', type: 'checkbox', defaultValue: false },
    { name: 'consultant', type: 'relationship', relationTo: 'consultants' },
    { name: 'office', type: 'relationship', relationTo: 'offices' },
    { name: 'cv', type: 'upload', relationTo: 'cv-files' },
    { name: 'utm', type: 'text', admin: { description: 'Query string of the page the form was sent from.' } },
    {
      name: 'utmCutFrom',
      label: 'Query string cut from',
      type: 'number',
      admin: {
        readOnly: true,
        condition: (data) => typeof data?.utmCutFrom === 'number',
        description: `The query string was longer than the ${UTM_MAX} characters kept: this was its length.`,
      },
    },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'payload', type: 'json', admin: { readOnly: true, description: 'The body as received.' } },
    {
      name: 'deliveryStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Delivered', value: 'delivered' },
        { label: 'Failed', value: 'failed' },
        { label: 'Stored only (no delivery configured)', value: 'stored' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'deliveryAttempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'deliveryError', type: 'textarea', admin: { position: 'sidebar', readOnly: true } },
    { name: 'deliveredAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'emailSentAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'webhookSentAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
  ],
}
