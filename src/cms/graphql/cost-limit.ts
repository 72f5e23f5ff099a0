import type {
  GraphQLCompositeType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql'
import { GraphQLError, Kind, getNamedType, isCompositeType, isInterfaceType, isObjectType } from 'graphql'
import { perFragment } from './fragment-memo'
import { DEFAULT_LIST_LIMIT } from './limits'
import { effectiveLimit, limitReader, type RawVariables } from './list-limit'

/**
 * Refuses operations whose cost exceeds `maxCost`. A field costs what Payload's complexity rule
 * charges (its `complexity` extension, 10 for relationships and joins, else 1) plus what it selects,
 * and a field that takes `limit` charges its selection once per document it may return: Payload's
 * own rule, which still runs, prices `Offices(limit: 100)` like `Offices(limit: 1)`. graphql-armor's
 * cost rule multiplies only by literal `first`/`last` arguments and knows no field types, so it
 * would miss exactly this. Each fragment is priced once, and the walk stops once past the limit.
 */
export function costLimit(maxCost: number, variables: RawVariables): ValidationRule {
  return (context: ValidationContext) => {
    const price = pricer(context, variables, maxCost)
    return {
      OperationDefinition(node) {
        if (price(node) > maxCost) {
          context.reportError(
            new GraphQLError(
              `Query is too costly: its cost exceeds the limit of ${maxCost}. A list costs what it selects ` +
                `times its \`limit\` (${DEFAULT_LIST_LIMIT} when omitted).`,
              { nodes: [node] },
            ),
          )
        }
        return false
      },
    }
  }
}

function pricer(context: ValidationContext, variables: RawVariables, maxCost: number) {
  const schema = context.getSchema()
  const limitOf = limitReader(context.getDocument(), variables)
  const fragmentCost = perFragment((fragment) => {
    const type = schema.getType(fragment.typeCondition.name.value)
    return isCompositeType(type) ? selectionCost(fragment.selectionSet, type) : 0
  })

  // a partial sum past maxCost is returned as is: every term is positive, so the whole is past it too
  const selectionCost = (set: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let total = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined
        // unknown fields and __typename: other rules refuse the first, the second is free
        if (!field) continue
        const own = typeof field.extensions.complexity === 'number' ? field.extensions.complexity : 1
        const type = getNamedType(field.type)
        let children = selection.selectionSet && isCompositeType(type) ? selectionCost(selection.selectionSet, type) : 0
        if (children > 0 && field.args.some((arg) => arg.name === 'limit')) {
          const argument = selection.arguments?.find((arg) => arg.name.value === 'limit')
          children *= argument ? effectiveLimit(limitOf(argument.value)) : DEFAULT_LIST_LIMIT
        }
        total += own + children
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent
        if (isCompositeType(type)) total += selectionCost(selection.selectionSet, type)
      } else {
        const fragment = context.getFragment(selection.name.value)
        if (fragment) total += fragmentCost(fragment)
      }
      if (total > maxCost) return total
    }
    return total
  }

  return (operation: OperationDefinitionNode): number => {
    const root = rootType(schema, operation)
    return root ? selectionCost(operation.selectionSet, root) : 0
  }
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === 'query') return schema.getQueryType()
  if (operation.operation === 'mutation') return schema.getMutationType()
  return schema.getSubscriptionType()
}
