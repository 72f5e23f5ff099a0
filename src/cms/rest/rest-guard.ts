import { NextRequest } from 'next/server'
import type { FlattenedField, SanitizedConfig } from 'payload'
import { restQueryProblem, type FieldInfo } from './query-guard'

/**
 * Around Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts): what Payload answers
 * with a 5xx although the client is at fault is answered here first, with a 4xx in Payload's own
 * error shape. A `where` it would fail on (./query-guard), the e-mail verification of a collection
 * that has none (Payload then looks for a column that does not exist), and Payload's 501 for an
 * address it has no handler for, which is an unknown address: 404.
 */

const errors = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/** A field of a collection by its `where` path (dots through groups, arrays and tabs); not through relations. */
export function fieldAt(fields: readonly FlattenedField[], path: string): FieldInfo | undefined {
  const [name, ...rest] = path.split('.')
  const field = fields.find((f) => 'name' in f && f.name === name)
  if (!field) return undefined
  if (rest.length === 0)
    return {
      type: field.type,
      hasMany: 'hasMany' in field ? Boolean(field.hasMany) : false,
      // every collection here has the database's numbered ids (none declares an id field of its own)
      numericIds: (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string',
    }
  if ('flattenedFields' in field && (field.type === 'group' || field.type === 'array' || field.type === 'tab')) {
    return fieldAt(field.flattenedFields, rest.join('.'))
  }
  return undefined
}

/** The answer to a REST request Payload would fail on, or undefined. */
export function restRefusal(config: SanitizedConfig, request: Request): Response | undefined {
  const url = new URL(request.url)
  const prefix = `${config.routes.api}/`
  if (!url.pathname.startsWith(prefix)) return undefined
  const [slug, operation] = url.pathname.slice(prefix.length).split('/')
  const collection = config.collections.find((c) => c.slug === slug)
  if (operation === 'verify' && request.method === 'POST' && !collection?.auth?.verify) {
    return errors(404, 'Not Found')
  }
  const fields = collection?.flattenedFields ?? []
  const problem = restQueryProblem(url.searchParams, (path) => fieldAt(fields, path))
  return problem ? errors(400, problem) : undefined
}

/** A Payload REST handler behind the checks above. */
export function guardRest<R extends Request, C>(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  handler: (request: R, context: C) => Promise<Response>,
) {
  return async (request: R, context: C): Promise<Response> => {
    const refusal = restRefusal(await config, request)
    if (refusal) return refusal
    const response = await handler(request, context)
    if (response.status === 501) return errors(404, 'Not Found')
    if (response.status === 500 && isPreferenceDelete(await config, request)) return errors(404, 'Not Found')
    return response
  }
}

/**
 * `DELETE /api/payload-preferences/{key}` for a key the user has no preference under: Payload's
 * database adapter fails on the missing row (500) before Payload's own "Not Found" is reached.
 */
function isPreferenceDelete(config: SanitizedConfig, request: Request): boolean {
  if (request.method !== 'DELETE') return false
  const path = new URL(request.url).pathname
  return new RegExp(`^${config.routes.api}/payload-preferences/[^/]+$`).test(path)
}

/** HEAD answers as GET would, without the body (Payload matches endpoints by method and has no HEAD). */
export function headFromGet<C>(get: (request: NextRequest, context: C) => Promise<Response>) {
  return async (request: NextRequest, context: C): Promise<Response> => {
    const response = await get(new NextRequest(request, { method: 'GET' }), context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
