import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Local API, no HTTP hop). It reads what each call asks
 * for: a read of a page an editor can preview passes `draft, overrideAccess: draft` itself
 * (src/lib/cached-read.ts), a visitor's read `overrideAccess: false`.
 */
export async function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
