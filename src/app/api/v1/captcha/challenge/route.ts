import '@/cms/provide-config'
import { newChallenge } from '@/features/captcha/altcha.server'
import { serverEnv } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for the invisible self-hosted captcha (altcha provider). */
export async function GET(): Promise<Response> {
  const env = serverEnv()
  if (env.CAPTCHA_PROVIDER !== 'altcha') return new Response(null, { status: 404 })
  return Response.json(await newChallenge(env.PAYLOAD_SECRET), { headers: { 'cache-control': 'no-store' } })
}
