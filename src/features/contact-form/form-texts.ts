/**
 * Texts of the form's own controls and states that the spec does not word (the spec's messages
 * live in messages.ts and labels.ts). Ours, so they can change without a spec change.
 */
export const FORM_TEXTS = {
  confirmOffice: 'Confirm',
  /** The empty first option of a select (HTML requires text in it). */
  selectPlaceholder: 'Select…',
  /** Under the topic while none is chosen: the form alone is a select and a button, which read as broken. */
  topicHint: 'Choose a topic, and the form asks only what that topic needs.',
  chooseFile: 'Choose file',
  noFileChosen: 'No file chosen',
  removeFile: 'Remove file',
  fileHint: 'PDF, DOC, DOCX, RTF or ODT, up to 5 MB.',
  optional: '(optional)',
  sending: 'Sending your enquiry…',
  /** requirements §8 only logs a failed submit; we also tell the visitor, since nothing else happens. */
  notSent: 'Your enquiry was not sent. Please check your connection and try again.',
  /** Without JavaScript: the API takes JSON and a captcha solved in the browser, so the form cannot be sent. */
  needsJavaScript:
    'Sending this form needs JavaScript, which is turned off in your browser: it checks in the browser that you are not a robot. Please turn JavaScript on and reload the page.',
  /** Google requires this notice when the reCAPTCHA badge is hidden. */
  recaptchaNotice: {
    before: 'This site is protected by reCAPTCHA and the Google',
    privacy: 'Privacy Policy',
    and: 'and',
    terms: 'Terms of Service',
    after: 'apply.',
  },
} as const
