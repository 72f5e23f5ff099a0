import type { ExecutionArgs, ValidationRule } from 'graphql'
import type { ServerEnv } from '@/lib/env'
import { aliasLimit, directiveLimit } from './armor-limits'
import { costLimit } from './cost-limit'
import { depthLimit } from './depth-limit'
import { MAX_DIRECTIVES } from './limits'
import { listLimit } from './list-limit'

type Limits = Pick<ServerEnv, 'GRAPHQL_MAX_DEPTH' | 'GRAPHQL_MAX_ALIASES' | 'GRAPHQL_MAX_COMPLEXITY'>

/**
 * Our rules for Payload's `graphQL.validationRules`. Payload runs them after graphql-js's own and its
 * complexity rule, on documents `screenRequest` has already freed of fragment cycles and runaway size.
 */
export function siteValidationRules(limits: Limits) {
  return (args: ExecutionArgs): ValidationRule[] => [
    depthLimit(limits.GRAPHQL_MAX_DEPTH),
    aliasLimit(limits.GRAPHQL_MAX_ALIASES),
    directiveLimit(MAX_DIRECTIVES),
    listLimit(args.variableValues),
    costLimit(limits.GRAPHQL_MAX_COMPLEXITY, args.variableValues),
  ]
}
