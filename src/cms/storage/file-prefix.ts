import { NextRequest } from 'next/server'

const FILE_PATH = /^\/api\/[^/]+\/file\//

/**
 * Payload filters a file download by its `?prefix=` query parameter, a field only its cloud-storage
 * plugins add to a collection. None of ours has it, so with the parameter the lookup fails on an
 * unknown field and anyone could make `GET /api/media/file/x?prefix=y` answer 500. Our files have no
 * prefix: the parameter is dropped before Payload sees it.
 */
export function withoutFilePrefix(request: NextRequest): NextRequest {
  if (!FILE_PATH.test(request.nextUrl.pathname) || !request.nextUrl.searchParams.has('prefix')) return request
  const url = request.nextUrl.clone()
  url.searchParams.delete('prefix')
  return new NextRequest(url, request)
}
