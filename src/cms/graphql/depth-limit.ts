import type { SelectionSetNode, ValidationContext, ValidationRule } from 'graphql'
import { GraphQLError, Kind } from 'graphql'
import { perFragment } from './fragment-memo'
import { MAX_NESTING } from './limits'

/**
 * Refuses operations whose fields nest deeper than `maxDepth`, before any resolver runs. The walk
 * stops one level past the limit and measures each fragment once, so a query thousands of levels
 * deep, or a fragment spread thousands of times, costs no more than one at the limit.
 *
 * Ours rather than graphql-armor's max-depth rule: that one walks every level to report the exact
 * depth (a 1 000-deep query is walked 1 000 levels down), counts a fragment spread as a level of
 * its own unless told not to, and throws its error out of validate(), which graphql-http answers
 * with a 500.
 */
export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const measure = depthMeasure(context, maxDepth + 1)
    return {
      OperationDefinition(node) {
        if (measure(node.selectionSet) > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep: its fields nest more than ${maxDepth} levels, the limit.`, {
              nodes: [node],
            }),
          )
        }
        return false
      },
    }
  }
}

/** The depth of a selection set, or `cap` if it is at least that deep. */
function depthMeasure(context: ValidationContext, cap: number) {
  const fragmentDepth = perFragment((fragment) => measure(fragment.selectionSet, cap, 0))

  // `nesting` counts inline fragments too, which add no depth but do add recursion
  const measure = (set: SelectionSetNode | undefined, budget: number, nesting: number): number => {
    if (!set) return 0
    if (nesting > MAX_NESTING) return budget
    let deepest = 0
    for (const selection of set.selections) {
      let depth = 0
      if (selection.kind === Kind.FIELD) {
        // introspection meta fields (__typename, __schema) do not count
        if (!selection.name.value.startsWith('__')) {
          depth = budget > 1 ? 1 + measure(selection.selectionSet, budget - 1, nesting + 1) : 1
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = measure(selection.selectionSet, budget, nesting + 1)
      } else {
        const fragment = context.getFragment(selection.name.value)
        depth = fragment ? Math.min(fragmentDepth(fragment), budget) : 0
      }
      if (depth >= budget) return budget
      if (depth > deepest) deepest = depth
    }
    return deepest
  }

  return (set: SelectionSetNode) => measure(set, cap, 0)
}
