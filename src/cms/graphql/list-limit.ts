import type { DocumentNode, ValidationContext, ValidationRule, ValueNode } from 'graphql'
import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql'
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './limits'

/** The request's variables as sent (Payload hands the raw JSON object to the validation rules). */
export type RawVariables = { readonly [name: string]: unknown } | null | undefined

/**
 * Refuses a `limit` argument outside 1..MAX_LIST_LIMIT, written in the query or sent as a variable.
 * Payload applies whatever limit it is given and reads 0 as "every document", so one request could
 * read a whole collection. Refused rather than clamped, so a client learns why it got fewer
 * documents than it asked for. An absent or null `limit` is Payload's page size.
 */
export function listLimit(variables: RawVariables): ValidationRule {
  return (context: ValidationContext) => {
    const limitOf = limitReader(context.getDocument(), variables)
    return {
      Field(node) {
        for (const argument of node.arguments ?? []) {
          if (argument.name.value !== 'limit') continue
          for (const value of limitOf(argument.value)) {
            if (value === null || value === undefined || isAllowedLimit(value)) continue
            context.reportError(
              new GraphQLError(
                `Argument "limit" must be an integer from 1 to ${MAX_LIST_LIMIT}; got ${shown(value)}.`,
                { nodes: [argument] },
              ),
            )
          }
        }
      },
    }
  }
}

export const isAllowedLimit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LIST_LIMIT

/**
 * The documents a list may return for a `limit` argument's value: Payload's page size when it is
 * absent, and the cap when it is not allowed (`listLimit` refuses those anyway).
 */
export function effectiveLimit(values: readonly unknown[]): number {
  let largest = 0
  for (const value of values) {
    const limit =
      value === null || value === undefined ? DEFAULT_LIST_LIMIT : isAllowedLimit(value) ? value : MAX_LIST_LIMIT
    largest = Math.max(largest, limit)
  }
  return largest || DEFAULT_LIST_LIMIT
}

/**
 * Reads an argument's possible values: the literal, or the variable's value as sent, or else its
 * default. A fragment may be spread by any operation of the document, so a variable's defaults are
 * gathered from all of them.
 */
export function limitReader(document: DocumentNode, variables: RawVariables) {
  const defaults = new Map<string, ValueNode[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value
      if (variable.defaultValue) defaults.set(name, [...(defaults.get(name) ?? []), variable.defaultValue])
    }
  }
  return (value: ValueNode): unknown[] => {
    if (value.kind !== Kind.VARIABLE) return [valueFromASTUntyped(value)]
    const name = value.name.value
    if (variables && Object.hasOwn(variables, name)) return [variables[name]]
    return defaults.get(name)?.map((node) => valueFromASTUntyped(node)) ?? [null]
  }
}

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value)
