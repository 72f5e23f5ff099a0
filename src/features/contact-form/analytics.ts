/**
 * Payloads sent after a successful submit: the analytics data-layer event (requirements §7.6) and the
 * ad-click tracking body (requirements §7.4). Pure builders; sending them is the caller's job.
 */
import { AD_CLICK_PARAMS } from '@/lib/constants'
import type { ContactFormValues } from './form-values'
import { topicLabel, type Topic, type TopicId } from './topics'

export type LeadEventName = 'cv_lead_form' | 'lead_consultant_page' | 'lead_office_page' | 'contact_us_lead'

export type LeadEvent = {
  event: LeadEventName
  type: string
  user_data: {
    first_name: string
    last_name: string
    email: string
    company: string
    phone: string
    job_title: string
  }
}

/** The page's context: the consultant or office the form sits on, if any. */
export type LeadContext = { consultantId?: number | string | null; officeId?: number | string | null }

export type LeadValues = Partial<
  Pick<ContactFormValues, 'first_name' | 'last_name' | 'email' | 'company' | 'phone' | 'job_title'>
>

const text = (value: string | undefined): string => (value ?? '').trim()
const isSet = (id: number | string | null | undefined): boolean => id !== null && id !== undefined && id !== ''

function leadEventName(topic: Topic | TopicId, context: LeadContext): LeadEventName {
  const id = typeof topic === 'string' ? topic : topic.id
  if (id === 'cv') return 'cv_lead_form'
  if (isSet(context.consultantId)) return 'lead_consultant_page'
  if (isSet(context.officeId)) return 'lead_office_page'
  return 'contact_us_lead'
}

export function buildLeadEvent(topic: Topic | TopicId, values: LeadValues, context: LeadContext = {}): LeadEvent {
  return {
    event: leadEventName(topic, context),
    type: topicLabel(topic),
    user_data: {
      first_name: text(values.first_name),
      last_name: text(values.last_name),
      email: text(values.email),
      company: text(values.company),
      // requirements §7.6: digits only.
      phone: (values.phone ?? '').replace(/\D/g, ''),
      job_title: text(values.job_title),
    },
  }
}

/** Query parameters as URLSearchParams or as Next.js hands them to a page. */
export type QueryParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>

function param(params: QueryParams, name: string): string {
  if (params instanceof URLSearchParams) return params.get(name) ?? ''
  const value = params[name]
  return (typeof value === 'string' ? value : value?.[0]) ?? ''
}

/** requirements §7.4: ad tracking only happens when one of gclid, wbraid or gbraid is present. */
export function hasAdClickIds(params: QueryParams): boolean {
  return AD_CLICK_PARAMS.some((name) => param(params, name) !== '')
}

export type AdTrackingBody = {
  event: 'lead'
  GCLID: string
  WBRAID: string
  GBRAID: string
  user_data: { first_name: string; last_name: string; email: string }
}

export function buildAdTrackingBody(
  params: QueryParams,
  values: Partial<Pick<ContactFormValues, 'first_name' | 'last_name' | 'email'>>,
): AdTrackingBody {
  return {
    event: 'lead',
    GCLID: param(params, 'gclid'),
    WBRAID: param(params, 'wbraid'),
    GBRAID: param(params, 'gbraid'),
    user_data: { first_name: text(values.first_name), last_name: text(values.last_name), email: text(values.email) },
  }
}
