import { NextRequest } from 'next/server'

const FILE_PATH = /^\/api\/[^/]+\/file\//

/**
 * Payload filters a file download by its `?prefix=` query parameter, a field only its cloud-storage
 * plugins add to a collection. On a collection without it the lookup fails on an unknown field and
 * anyone could make `GET /api/x/file/y?prefix=z` answer 500. Media and CVs have it (storage-s3,
 * object-storage.ts), but each collection keeps all its files under one prefix and our file URLs
 * carry none: the parameter is dropped before Payload sees it.
 */
export function withoutFilePrefix(request: NextRequest): NextRequest {
  if (!FILE_PATH.test(request.nextUrl.pathname) || !request.nextUrl.searchParams.has('prefix')) return request
  const url = request.nextUrl.clone()
  url.searchParams.delete('prefix')
  return new NextRequest(url, request)
}
