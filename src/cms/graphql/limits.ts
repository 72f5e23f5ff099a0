/**
 * Fixed bounds on one GraphQL request. The ones an operator may tune (depth, aliases, cost) are
 * env settings (GRAPHQL_MAX_*); these are not, because past them Payload's own validation (its
 * complexity rule) or graphql-js's parser would recurse or run long enough to harm the server.
 */

/** The most documents one `limit` argument may ask for; Payload applies any number, and 0 means all. */
export const MAX_LIST_LIMIT = 100
/** Payload's page size when a list is asked for without `limit` (collections' `defaultLimit`). */
export const DEFAULT_LIST_LIMIT = 10

/** A larger body is refused unread (413): no query of this site comes near it. */
export const MAX_BODY_BYTES = 512 * 1024
/** graphql-js tokens (names, punctuation, values); comments are free. */
export const MAX_TOKENS = 2_000
/** `{`, `[` and `(` open at once: graphql-js parses (and Payload measures) recursively. */
export const MAX_NESTING = 64
/** OverlappingFieldsCanBeMerged compares fragments pairwise: n fragments cost n² comparisons. */
export const MAX_FRAGMENTS = 50
/** Fields once every fragment spread is replaced by its fragment, which Payload walks unshared. */
export const MAX_EXPANDED_FIELDS = 10_000
/** Directives in one operation, fragments counted where they are spread. */
export const MAX_DIRECTIVES = 30
