/**
 * The preview routes' addresses, apart from the token code: the preview banner (a client component)
 * needs the exit address, and importing it from preview-token.ts put a browser copy of Node's
 * crypto (about 135 KB gzip) into every public page's start-up scripts.
 */
export const PREVIEW_ROUTE = '/api/v1/preview'
export const EXIT_PREVIEW_ROUTE = '/api/v1/exit-preview'
