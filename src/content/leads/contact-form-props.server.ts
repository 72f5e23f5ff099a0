import 'server-only'
import { cache } from 'react'
import { getSiteSettings } from '@/content/site-settings/site-settings.server'
import { serverEnv } from '@/lib/env'
import type { ContactFormTracking } from '@/features/contact-form/after-success'
import type { ContactFormVariant } from '@/features/contact-form/use-contact-form'
import { getOfficeOptions, type OfficeChoice } from './contact-offices.server'
import type { TopicId } from '@/features/contact-form/topics'

export type ContactFormProps = {
  variant?: ContactFormVariant
  /** Shown as "Get in touch with {addressee}". */
  addressee?: string
  /** The topic the form starts with: any of requirements §3's eight, listed in the dropdown or not. */
  presetTopic?: TopicId
  /** Page context sent with the lead (requirements §3). */
  consultantId?: number
  officeId?: number
  /** Overrides the topic's thank-you page after a successful submit. */
  thankYou?: string
  /** A section heading above the form introduces it (a call to action): the form's own heading is one level down. */
  introduced?: boolean
}

/**
 * The dropdown's list, one array per request: a page with a form renders it twice (its own form and
 * the not-found boundary's), and the RSC payload writes an array it has already written as a
 * reference, so the list is in the page once.
 */
const officeChoices = cache(async (): Promise<OfficeChoice[]> =>
  (await getOfficeOptions()).map(({ officeId, title }) => ({ officeId, title })),
)

const setting = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/**
 * What the form's island needs: the office list (requirements §7.2), the tracking switches of the site
 * settings and the captcha provider. Kept apart from the island's import so a page can render
 * the island lazily without its code in the first load.
 */
export async function contactFormIslandProps({
  variant = 'default',
  addressee,
  presetTopic,
  consultantId,
  officeId,
  thankYou,
  introduced,
}: ContactFormProps) {
  const [offices, settings] = await Promise.all([officeChoices(), getSiteSettings()])
  const env = serverEnv()
  const tracking: ContactFormTracking = {
    adsTracking: settings.features?.adsTracking === true,
    adTrackingServerUrl: setting(settings.tracking?.adTrackingServerUrl),
    socialAdvocacySiteId: setting(settings.tracking?.socialAdvocacySiteId),
    socialAdvocacyScriptUrl: setting(settings.tracking?.socialAdvocacyScriptUrl),
  }
  return {
    // only what the dropdown shows: every field left out is saved on every page (the not-found
    // boundary's form is in every page's payload)
    offices,
    variant,
    addressee,
    presetTopic,
    consultantId,
    officeId,
    thankYou,
    introduced: introduced || undefined,
    captchaProvider: env.CAPTCHA_PROVIDER,
    recaptchaSiteKey: env.CAPTCHA_PROVIDER === 'recaptcha' ? setting(env.RECAPTCHA_SITE_KEY) : undefined,
    recaptchaScriptUrl: env.CAPTCHA_PROVIDER === 'recaptcha' ? env.RECAPTCHA_SCRIPT_URL : undefined,
    tracking,
  }
}
