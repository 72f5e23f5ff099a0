import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql'
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  Kind,
  Lexer,
  NoFragmentCyclesRule,
  Source,
  TokenKind,
  parse,
  validate,
} from 'graphql'
import { MAX_EXPANDED_FIELDS, MAX_FRAGMENTS, MAX_NESTING, MAX_TOKENS } from './limits'

/**
 * Checks a query's text before Payload sees it, for what would crash or stall the validation Payload
 * runs first: its complexity rule follows fragment spreads without remembering them, so a fragment
 * cycle overflows the stack (a 500) and a fragment spreading another twice, twenty levels down, walks
 * a million fields; and graphql-js parses recursively, so a few thousand nested braces overflow it.
 * Payload offers no hook that runs before its complexity rule, hence this screen in the route.
 * Returns why the query is refused, or undefined when Payload may have it.
 */
export function screenQuery(query: string): string | undefined {
  const lexical = screenTokens(query)
  if (lexical) return lexical
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS, noLocation: true })
  } catch (error) {
    return error instanceof GraphQLError ? error.message : 'Syntax Error: the query could not be parsed.'
  }
  const fragments = fragmentsOf(document)
  if (fragments.size > MAX_FRAGMENTS) {
    return `Query defines ${fragments.size} fragments; the limit is ${MAX_FRAGMENTS}.`
  }
  const cycles = validate(STUB_SCHEMA, document, [NoFragmentCyclesRule])
  if (cycles.length > 0) return `Fragment cycle: ${cycles[0]!.message}`
  if (expandedFieldCount(document, fragments) > MAX_EXPANDED_FIELDS) {
    return `Query is too costly: with its fragments expanded it selects more than ${MAX_EXPANDED_FIELDS} fields.`
  }
  return undefined
}

// the lexer is iterative, so this walks any text in linear time and stops at the first excess
function screenTokens(query: string): string | undefined {
  const lexer = new Lexer(new Source(query))
  let tokens = 0
  let nesting = 0
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1
      if (tokens > MAX_TOKENS) return `Query is too large: it has more than ${MAX_TOKENS} tokens.`
      if (OPENING.has(token.kind)) nesting += 1
      else if (CLOSING.has(token.kind)) nesting -= 1
      if (nesting > MAX_NESTING) {
        return `Query is too deep: its braces, brackets and parentheses nest more than ${MAX_NESTING} levels.`
      }
    }
  } catch (error) {
    return error instanceof GraphQLError ? error.message : 'Syntax Error: the query could not be read.'
  }
  return undefined
}

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L])
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R])

// NoFragmentCyclesRule reads only the document, but validate() wants a schema to run it
const STUB_SCHEMA = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
})

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  return fragments
}

/** Counts each fragment once (the document has no cycle by now) and stops just past the limit. */
function expandedFieldCount(document: DocumentNode, fragments: Map<string, FragmentDefinitionNode>): number {
  const perFragment = new Map<string, number>()
  const count = (set: SelectionSetNode | undefined): number => {
    let total = 0
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) total += 1 + count(selection.selectionSet)
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet)
      else {
        const name = selection.name.value
        let size = perFragment.get(name)
        if (size === undefined) {
          // 0 while counting guards against a cycle, should this ever run on an unchecked document
          perFragment.set(name, 0)
          size = count(fragments.get(name)?.selectionSet)
          perFragment.set(name, size)
        }
        total += size
      }
      if (total > MAX_EXPANDED_FIELDS) return total
    }
    return total
  }
  let total = 0
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += count(definition.selectionSet)
    if (total > MAX_EXPANDED_FIELDS) break
  }
  return total
}
