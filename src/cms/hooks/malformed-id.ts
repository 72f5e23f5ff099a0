import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/** Our collections use the databases' integer ids. */
export const isDocumentId = (id: unknown): boolean =>
  typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : typeof id === 'string' && /^[1-9]\d{0,15}$/.test(id)

/**
 * `/api/offices/not-an-id` would reach the database as NaN, which libSQL refuses with an error that
 * Payload answers as a 500. An id that cannot exist is simply not found.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && !isDocumentId(id)) throw new NotFound(req.t)
  return args
}

export function withIdGuard(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [rejectMalformedId, ...(hooks.beforeOperation ?? [])] } }
}
