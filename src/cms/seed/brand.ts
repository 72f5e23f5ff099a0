/**
 * Brand used in demo copy and in links that contain the brand slug (/about-{brand}, /join-{brand}).
 * Read from the same variables as the site config, with the same defaults.
 */
export const BRAND_NAME = process.env.SITE_BRAND_NAME?.trim() || 'Arden Hale'
export const BRAND_SLUG = process.env.SITE_BRAND_SLUG?.trim() || 'arden-hale'
/** Demo e-mail domain (reserved .example TLD, never delivers). */
export const MAIL_DOMAIN = 'arden-hale.example'

export const ABOUT_HREF = `/about-${BRAND_SLUG}`
export const JOIN_HREF = `/join-${BRAND_SLUG}`
