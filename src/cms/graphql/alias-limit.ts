import type { ASTNode, ValidationContext, ValidationRule } from 'graphql'
import { GraphQLError, Kind, visit } from 'graphql'

/**
 * Refuses documents with more than `maxAliases` aliased fields, counted over the whole document
 * (fragments included): aliases let one small request run the same costly resolver hundreds of
 * times, which the depth limit does not see.
 */
export function aliasLimit(maxAliases: number): ValidationRule {
  return (context: ValidationContext) => {
    let count = 0
    visit(context.getDocument(), {
      [Kind.FIELD](node) {
        if (node.alias) count += 1
      },
    })
    if (count > maxAliases) {
      context.reportError(
        new GraphQLError(`Query uses ${count} aliases; the limit is ${maxAliases}.`, {
          nodes: [context.getDocument() as ASTNode],
        }),
      )
    }
    return {}
  }
}
