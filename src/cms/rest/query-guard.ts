/**
 * The query string of a Payload REST request, checked before Payload reads it. Payload parses it
 * with `qs` and hands what it gets to the database: a `where` that is a string, an operator given
 * twice (an array where one value is due), a repeated `limit`, `near` on a text field or a date
 * comparison with a non-date all end as SQL errors, i.e. 500s. Each is a client's mistake: 400, with
 * what is wrong. Queries the site and the admin make pass unchanged.
 */

/**
 * What the guard needs to know of a field a `where` names; undefined when the path is not a plain field.
 * `numericIds`: a relationship or upload to one collection, whose documents the database numbers.
 */
export type FieldInfo = { type: string; hasMany?: boolean; numericIds?: boolean }
export type FieldLookup = (path: string) => FieldInfo | undefined

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
/** Operators that take a list (`where[f][in][0]=a&where[f][in][1]=b`, or one comma-separated value). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Operators of geometry: only a point field answers them. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
/** Parameters Payload reads as one value: given twice they arrive as an array. */
const SINGLE_VALUED = new Set([
  'limit',
  'page',
  'depth',
  'draft',
  'pagination',
  'trash',
  'locale',
  'fallback-locale',
  'fallbackLocale',
])
// qs turns a larger index into an object key
const MAX_INDEX = 999

/** `where[a][b]` as `{ base: 'where', path: ['a', 'b'] }`; undefined when the brackets do not close. */
function splitKey(key: string): { base: string; path: string[] } | undefined {
  const open = key.indexOf('[')
  if (open <= 0) return { base: key, path: [] }
  const rest = key.slice(open)
  if (!/^(?:\[[^[\]]*\])+$/.test(rest)) return undefined
  return { base: key.slice(0, open), path: rest.slice(1, -1).split('][') }
}

const isIndex = (segment: string) => segment === '' || (/^\d{1,3}$/.test(segment) && Number(segment) <= MAX_INDEX)

function valueProblem(
  field: string,
  info: FieldInfo | undefined,
  operator: string,
  values: string[],
): string | undefined {
  if (GEO_OPERATORS.has(operator) && info?.type !== 'point') {
    return `"${operator}" applies to point fields only; "${field}" is not one.`
  }
  if (!info) return undefined
  if (operator === 'all' && !info.hasMany) return `"all" applies to fields with many values; "${field}" has one.`
  if (!COMPARISONS.has(operator)) return undefined
  // Payload reads "null" as null for every field type; an empty value is a filter being typed
  const items = (LIST_OPERATORS.has(operator) ? values.flatMap((v) => v.split(',')) : values).filter(
    (v) => v !== 'null',
  )
  if (info.type === 'date' && items.some((v) => Number.isNaN(Date.parse(v)))) {
    return `"${field}" is a date; "${operator}" needs a date.`
  }
  if (info.type === 'number' && items.some((v) => v.trim() === '' || !Number.isFinite(Number(v)))) {
    return `"${field}" is a number; "${operator}" needs a number.`
  }
  if (info.numericIds && items.some((v) => !/^\d+$/.test(v.trim()))) {
    return `"${field}" refers to documents by number; "${operator}" needs a document number.`
  }
  return undefined
}

/** The `where[…]` path of one key: and/or groups, then a field, an operator and (for lists) an index. */
function wherePathProblem(path: string[]): { problem?: string; field?: string; operator?: string } {
  let i = 0
  while (path[i] === 'and' || path[i] === 'or') {
    if (path[i + 1] === undefined || !isIndex(path[i + 1]!)) {
      return { problem: `"${path[i]}" takes a list of conditions: where[${path[i]}][0][field][operator]=value.` }
    }
    i += 2
  }
  const [field, operator, ...rest] = path.slice(i)
  if (!field) return { problem: 'A condition names a field: where[field][operator]=value.' }
  if (operator === undefined) return { problem: `"${field}" needs an operator: where[${field}][equals]=value.` }
  if (!OPERATORS.has(operator)) return { problem: `"${operator}" is not an operator.` }
  if (LIST_OPERATORS.has(operator) ? rest.length > 1 || (rest.length === 1 && !isIndex(rest[0]!)) : rest.length > 0) {
    return { problem: `"${operator}" of "${field}" takes ${LIST_OPERATORS.has(operator) ? 'a list' : 'one value'}.` }
  }
  return { field, operator }
}

/** What is wrong with a REST query string, or undefined when Payload may have it. */
export function restQueryProblem(params: URLSearchParams, fieldAt: FieldLookup): string | undefined {
  const seen = new Map<string, string[]>()
  for (const [key, value] of params) seen.set(key, [...(seen.get(key) ?? []), value])
  for (const [key, values] of seen) {
    const split = splitKey(key)
    if (!split) {
      if (key.startsWith('where')) return `"${key}" is not a valid where key.`
      continue
    }
    const { base, path } = split
    if (SINGLE_VALUED.has(base) && (path.length > 0 || values.length > 1))
      return `"${base}" is given once, as one value.`
    if (base !== 'where') continue
    if (path.length === 0) return '"where" is given as where[field][operator]=value.'
    const { problem, field, operator } = wherePathProblem(path)
    if (problem) return problem
    const list = LIST_OPERATORS.has(operator!)
    if (!list && values.length > 1) return `"${operator}" of "${field}" takes one value.`
    const bad = valueProblem(field!, fieldAt(field!), operator!, values)
    if (bad) return bad
  }
  return undefined
}
