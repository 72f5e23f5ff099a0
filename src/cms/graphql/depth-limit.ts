import type { ASTNode, FragmentDefinitionNode, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql'
import { GraphQLError, Kind } from 'graphql'

function selectionDepth(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  if (!set) return 0
  let max = 0
  for (const sel of set.selections) {
    let depth = 0
    if (sel.kind === Kind.FIELD) {
      // introspection meta fields (__typename, __schema) do not count
      depth = sel.name.value.startsWith('__') ? 0 : 1 + selectionDepth(sel.selectionSet, fragments, visited)
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(sel.selectionSet, fragments, visited)
    } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const name = sel.name.value
      const fragment = fragments[name]
      if (fragment && !visited.has(name)) {
        depth = selectionDepth(fragment.selectionSet, fragments, new Set([...visited, name]))
      }
    }
    if (depth > max) max = depth
  }
  return max
}

/** Refuses operations nested deeper than `maxDepth` fields, before any resolver runs. */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const doc = context.getDocument()
    const fragments: Record<string, FragmentDefinitionNode> = {}
    for (const def of doc.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def
    }
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue
      const depth = selectionDepth(def.selectionSet, fragments, new Set())
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}.`, {
            nodes: [def as ASTNode],
          }),
        )
      }
    }
    return {}
  }
}
