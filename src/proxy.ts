import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs before routing. Hands the requested path to the page tree (the 404 page names it, SPEC §2),
 * which server components cannot otherwise read.
 */
export function proxy(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname)
  return NextResponse.next({ request: { headers } })
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|favicon.ico|robots.txt|sitemap.xml).*)'],
}
