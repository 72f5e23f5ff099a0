/**
 * Local API arguments that read every published document of a collection, with a visitor's access
 * (the Local API skips access control unless told not to, and drafts are for editors only).
 */
export const EVERY_PUBLISHED = { limit: 0, pagination: false, overrideAccess: false } as const
