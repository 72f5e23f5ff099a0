import '@/cms/provide-config'
import { createFormsHandler } from '@/content/leads/forms-api.server'
import { serverEnv } from '@/lib/env'
import { payloadClient } from '@/lib/payload.server'
import { createRateLimiter } from '@/lib/rate-limit.server'

export const dynamic = 'force-dynamic'

const env = serverEnv()
const handle = createFormsHandler({
  payload: payloadClient,
  env,
  rateLimiter: createRateLimiter(
    'forms',
    { limit: env.FORMS_RATE_LIMIT, windowMs: env.FORMS_RATE_WINDOW_S * 1000 },
    env.REDIS_URL,
  ),
  globalRateLimiter: createRateLimiter(
    'forms-global',
    { limit: env.FORMS_GLOBAL_RATE_LIMIT, windowMs: env.FORMS_RATE_WINDOW_S * 1000 },
    env.REDIS_URL,
  ),
})

type Context = { params: Promise<{ formId: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handle(request, (await params).formId)
}

const notAllowed = () =>
  new Response(JSON.stringify({ status: 'error', errors: { method: 'Use POST.' } }), {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'application/json' },
  })

export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
