/**
 * The cookie Next sets while draft mode (an editor's preview) is on. Its name is Next's, not ours;
 * the proxy, the static header rules and the production server all recognise a preview by it.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
