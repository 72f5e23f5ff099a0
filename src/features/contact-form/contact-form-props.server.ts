import { getSiteSettings } from '@/features/content/site-settings.server'
import { serverEnv } from '@/lib/env'
import type { ContactFormTracking, ContactFormVariant } from './contact-form.client'
import { getOfficeOptions, type OfficeChoice } from './offices.server'

export type ContactFormProps = {
  variant?: ContactFormVariant
  /** Shown as "Get in touch with {addressee}". */
  addressee?: string
  /** Page context sent with the lead (SPEC §3). */
  consultantId?: number
  officeId?: number
  /** Overrides the topic's thank-you page after a successful submit. */
  thankYou?: string
}

const setting = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/**
 * What the form's island needs: the office list (SPEC §7.2), the tracking switches of the site
 * settings and the captcha provider. Kept apart from the island's import so a page can render
 * the island lazily without its code in the first load.
 */
export async function contactFormIslandProps({
  variant = 'default',
  addressee,
  consultantId,
  officeId,
  thankYou,
}: ContactFormProps) {
  const [offices, settings] = await Promise.all([getOfficeOptions(), getSiteSettings()])
  const env = serverEnv()
  const tracking: ContactFormTracking = {
    adsTracking: settings.features?.adsTracking === true,
    adTrackingServerUrl: setting(settings.tracking?.adTrackingServerUrl),
    socialAdvocacySiteId: setting(settings.tracking?.socialAdvocacySiteId),
    socialAdvocacyScriptUrl: setting(settings.tracking?.socialAdvocacyScriptUrl),
  }
  return {
    // only what the dropdown shows: the list is in the page payload twice (the page's form and the
    // not-found boundary's), so every field left out is saved on every page
    offices: offices.map(({ officeId, title }): OfficeChoice => ({ officeId, title })),
    variant,
    addressee,
    consultantId,
    officeId,
    thankYou,
    captchaProvider: env.CAPTCHA_PROVIDER,
    recaptchaSiteKey: env.CAPTCHA_PROVIDER === 'recaptcha' ? setting(env.RECAPTCHA_SITE_KEY) : undefined,
    recaptchaScriptUrl: env.CAPTCHA_PROVIDER === 'recaptcha' ? env.RECAPTCHA_SCRIPT_URL : undefined,
    tracking,
  }
}
