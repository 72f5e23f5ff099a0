import 'server-only'
export const RECAPTCHA_ACTION = 'checkcaptcha'

type VerifyAnswer = { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] }

/** reCAPTCHA v3 server check: the token must be valid, for our action, and score high enough. */
export async function verifyRecaptcha(
  token: string,
  { secret, verifyUrl, minScore }: { secret: string; verifyUrl: string; minScore: number },
): Promise<boolean> {
  if (!token || token.length > 4000) return false
  const res = await fetch(verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token }),
    signal: AbortSignal.timeout(5000),
  })
  if (!res.ok) throw new Error(`Captcha provider answered ${res.status}`)
  const answer = (await res.json()) as VerifyAnswer
  return answer.success === true && answer.action === RECAPTCHA_ACTION && (answer.score ?? 0) >= minScore
}
