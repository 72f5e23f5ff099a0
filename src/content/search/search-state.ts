import type { GlobalConfig } from 'payload'
import { nobody } from '../shared/access'

/**
 * One counter, bumped by every search-index write in the same transaction (its row lock orders
 * concurrent writers), so `version` is what each app instance compares to know it is stale.
 */
export const SearchState: GlobalConfig = {
  slug: 'search-state',
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  graphQL: false,
  fields: [{ name: 'version', type: 'number', required: true, defaultValue: 0 }],
}
