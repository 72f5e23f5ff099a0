import 'server-only'
import { cookies, headers } from 'next/headers'
import { payloadClient } from '@/lib/payload.server'
import { TOKEN_COOKIE } from '@/lib/graphql-client'

/**
 * Whether the request comes from a signed-in editor: Payload's own session cookie, or the token
 * cookie /login stores (requirements §7.1), verified by Payload (a forged or expired token is no one).
 */
export async function isEditorSignedIn(): Promise<boolean> {
  const [jar, incoming] = await Promise.all([cookies(), headers()])
  const token = jar.get(TOKEN_COOKIE)?.value
  const check = new Headers(incoming)
  if (token && !check.has('authorization')) check.set('authorization', `Bearer ${token}`)
  if (!token && !jar.has('payload-token')) return false
  try {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: check })
    return Boolean(user)
  } catch {
    return false
  }
}
