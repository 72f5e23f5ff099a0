import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Local API, no HTTP hop). */
export async function payloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  return (await inDraftPreview()) ? draftReader(payload) : payload
}

/**
 * Whether this request is an editor's draft preview (src/app/api/v1/preview enabled Next's draft
 * mode after checking the signed link and the CMS session). Outside a request (scripts, the job
 * runner, generateStaticParams) and while prerendering there is none.
 */
async function inDraftPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

type ReadArgs = { collection?: string; slug?: string }
const READS = new Set(['find', 'findByID', 'count', 'findGlobal'])

/**
 * In a preview, reads of versioned content return the latest draft (and unpublished documents),
 * everything else is unchanged. Next neither reads nor writes its data cache in draft mode, so no
 * draft ever reaches a visitor.
 */
function draftReader(payload: Payload): Payload {
  const versioned = (args: ReadArgs) => {
    const collections: Record<string, { config: { versions?: { drafts?: unknown } } } | undefined> = payload.collections
    if (args.collection) return Boolean(collections[args.collection]?.config.versions?.drafts)
    return Boolean(payload.globals.config.find((g) => g.slug === args.slug)?.versions?.drafts)
  }
  return new Proxy(payload, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver)
      if (typeof prop !== 'string' || !READS.has(prop) || typeof value !== 'function') return value
      return (args: ReadArgs) =>
        (value as (a: ReadArgs) => unknown).call(
          target,
          versioned(args) ? { ...args, draft: true, overrideAccess: true } : args,
        )
    },
  })
}
