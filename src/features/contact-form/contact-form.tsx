import { getSiteSettings } from '@/features/content/site-settings.server'
import { serverEnv } from '@/lib/env'
import { ContactFormClient, type ContactFormTracking, type ContactFormVariant } from './contact-form.client'
import { LazyContactFormClient } from './contact-form-lazy.client'
import { getOfficeOptions } from './offices.server'

export type ContactFormProps = {
  variant?: ContactFormVariant
  /** Shown as "Get in touch with {addressee}". */
  addressee?: string
  /** Page context sent with the lead (SPEC §3). */
  consultantId?: number
  officeId?: number
  /** Overrides the topic's thank-you page after a successful submit. */
  thankYou?: string
  /** Load the form's code only when it is shown (for boundaries that every page carries). */
  lazy?: boolean
}

const setting = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/**
 * The contact form with its data: the office list (SPEC §7.2), the tracking switches of the site
 * settings and the captcha provider. The interactive part is the client island beside it.
 */
export async function ContactForm({
  variant = 'default',
  addressee,
  consultantId,
  officeId,
  thankYou,
  lazy = false,
}: ContactFormProps) {
  const [offices, settings] = await Promise.all([getOfficeOptions(), getSiteSettings()])
  const env = serverEnv()
  const tracking: ContactFormTracking = {
    adsTracking: settings.features?.adsTracking === true,
    adTrackingServerUrl: setting(settings.tracking?.adTrackingServerUrl),
    socialAdvocacySiteId: setting(settings.tracking?.socialAdvocacySiteId),
    socialAdvocacyScriptUrl: setting(settings.tracking?.socialAdvocacyScriptUrl),
  }
  const Island = lazy ? LazyContactFormClient : ContactFormClient
  return (
    <Island
      offices={offices}
      variant={variant}
      addressee={addressee}
      consultantId={consultantId}
      officeId={officeId}
      thankYou={thankYou}
      captchaProvider={env.CAPTCHA_PROVIDER}
      recaptchaSiteKey={env.CAPTCHA_PROVIDER === 'recaptcha' ? setting(env.RECAPTCHA_SITE_KEY) : undefined}
      recaptchaScriptUrl={env.CAPTCHA_PROVIDER === 'recaptcha' ? env.RECAPTCHA_SCRIPT_URL : undefined}
      tracking={tracking}
    />
  )
}
