import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import type { ValidationRule } from 'graphql'
import { GraphQLError } from 'graphql'

/**
 * graphql-armor's alias and directive limits, as plain validation rules. By default they throw their
 * error out of validate(), which graphql-http answers with a bodiless 500: reporting it instead makes
 * it a validation error like any other (a 400). Their messages begin "Syntax Error: ", which these
 * are not. Both count per operation, with each fragment counted wherever it is spread.
 */
type RejectCallback = NonNullable<NonNullable<Parameters<typeof maxAliasesRule>[0]>['onReject']>[number]

const report: RejectCallback = (context, error) => {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')))
}

/** Aliases let one small request run the same costly resolver many times over. */
export const aliasLimit = (max: number): ValidationRule =>
  maxAliasesRule({ n: max, propagateOnRejection: false, onReject: [report] })

/** Each directive is evaluated for every field it sits on; hundreds of them are never legitimate. */
export const directiveLimit = (max: number): ValidationRule =>
  maxDirectivesRule({ n: max, propagateOnRejection: false, onReject: [report] })
