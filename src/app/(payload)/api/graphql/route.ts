import config from '@/cms/provide-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withRequestErrorStatus } from '@/cms/graphql/request-errors'

export const POST = withRequestErrorStatus(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
