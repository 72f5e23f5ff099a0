/**
 * A valid form's way to the API: the CV read as a data URL, a captcha token per request, the body
 * of requirements §3. Loaded with the rules at the first interaction with the form, not with the page
 * (docs/performance.md#budgets JavaScript budget), like everything else only a submit needs.
 */
import { buildSubmission, type PageId } from './build-submission'
import { getCaptchaToken, type CaptchaProvider } from './captcha-token'
import type { ContactFormValues } from './form-values'
import { sendSubmission, type SubmitResult } from './send-submission'
import { isCandidateTopic, type Topic } from './topics'

export { reportLead } from './after-success'

export type CaptchaSettings = {
  provider: CaptchaProvider
  recaptchaSiteKey?: string
  /** reCAPTCHA's script address (env RECAPTCHA_SCRIPT_URL; a local server in tests). */
  recaptchaScriptUrl?: string
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

export async function sendLead(
  topic: Topic,
  values: ContactFormValues,
  context: { consultantId?: PageId; officeId?: PageId },
  captcha: CaptchaSettings,
): Promise<SubmitResult> {
  const file =
    isCandidateTopic(topic) && values.file instanceof Blob
      ? { dataUrl: await readAsDataUrl(values.file), type: values.file.type }
      : null
  return sendSubmission({
    formId: topic.formId,
    body: (captchaToken) =>
      buildSubmission(topic.id, values, { ...context, search: window.location.search, file, captchaToken }),
    captchaToken: () =>
      getCaptchaToken(captcha.provider, { siteKey: captcha.recaptchaSiteKey, scriptUrl: captcha.recaptchaScriptUrl }),
  })
}
