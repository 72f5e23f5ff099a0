/**
 * A relationship field holds the related document once populated (depth ≥ 1) and only its id
 * otherwise; this is the document, or null while it is an id or empty.
 */
export function populated<T extends object>(value: T | number | string | null | undefined): T | null {
  return typeof value === 'object' && value !== null ? value : null
}
