import 'server-only'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/**
 * The Payload instance of this process (Local API, no HTTP hop). It reads what each call asks for: a
 * read of a page an editor can preview passes `readAs(context)`, i.e. `draft, overrideAccess: draft`
 * (src/lib/cached-read.ts), a visitor's read `overrideAccess: false`.
 *
 * The config is assembled in `src/cms`, above this layer, so it is handed down instead of imported: each
 * way in provides it before the first read (`src/cms/provide-config.ts`, imported by the root layouts, the
 * route handlers, instrumentation and the scripts; tests pass their own). It is kept on `globalThis`
 * because Next loads this module once per bundle (instrumentation, route handlers, pages): a module
 * variable set in one would be unset in the others.
 */

type PayloadConfig = SanitizedConfig | Promise<SanitizedConfig>
type Provided = { config: PayloadConfig; key?: string }

const PROVIDED = Symbol.for('arden-hale.payload-config')
const registry = globalThis as typeof globalThis & { [PROVIDED]?: Provided }

/**
 * Hands the assembled CMS config to the read layer; the last one provided wins (a dev reload). `key`
 * names Payload's cached instance when a process runs several (the integration tests: one per database).
 */
export function providePayloadConfig(config: PayloadConfig, key?: string): void {
  registry[PROVIDED] = { config, key }
}

export async function payloadClient(): Promise<Payload> {
  const provided = registry[PROVIDED]
  if (!provided) {
    throw new Error(
      'No Payload config provided: import @/cms/provide-config in this entry point (a route handler, ' +
        'root layout or script) or call providePayloadConfig(config) before reading content.',
    )
  }
  return getPayload({ ...provided })
}
