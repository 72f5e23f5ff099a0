import type { FormSubmission } from '@/payload-types'

/** The lead fields editors, e-mails, the webhook and the CSV export show, in one order. */
export const LEAD_FIELDS = [
  ['createdAt', 'Received'],
  ['topic', 'Topic'],
  ['formId', 'Form id'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['company', 'Company'],
  ['jobTitle', 'Job title'],
  ['phone', 'Phone'],
  ['message', 'Message'],
  ['linkedin', 'LinkedIn'],
  ['hiringPosition', 'Position hiring for'],
  ['positionCountry', 'Position country'],
  ['positionCity', 'Position city'],
  ['newsletter', 'Newsletter'],
  ['utm', 'Query string'],
  ['deliveryStatus', 'Delivery'],
] as const satisfies ReadonlyArray<readonly [keyof FormSubmission, string]>

export type LeadRow = Partial<Record<(typeof LEAD_FIELDS)[number][0], unknown>>

export function leadValue(lead: LeadRow, key: (typeof LEAD_FIELDS)[number][0]): string {
  const v = lead[key]
  if (v === null || v === undefined) return ''
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  return String(v)
}
