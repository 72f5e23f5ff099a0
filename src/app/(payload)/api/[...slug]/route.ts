import config from '@/cms/provide-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { NextRequest } from 'next/server'
import { guardRest, headFromGet } from '@/cms/rest/rest-guard'
import { withoutFilePrefix } from '@/content/shared/storage/file-prefix'

const restGet = REST_GET(config)
export const GET = guardRest(config, (request: NextRequest, context: Parameters<typeof restGet>[1]) =>
  restGet(withoutFilePrefix(request), context),
)
export const HEAD = headFromGet(GET)
export const POST = guardRest(config, REST_POST(config))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, REST_PATCH(config))
export const PUT = guardRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
