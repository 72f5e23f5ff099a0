/**
 * The specs in three groups, so that `npm test` can run two of them side by side on the two cores:
 * `pages` only reads the site; `requests` sends hostile requests, leads and CVs and starts servers of
 * its own (on ports the `pages` group never uses), none of which changes what a page shows. `alone`
 * changes content or site settings every page shows, overloads the suite's server on purpose (bounds)
 * or measures timing and load: it runs after them, by itself. A spec not named here is `alone` (the
 * safe default).
 */
export const PAGES = [
  'a11y',
  'addresses',
  'error-pages',
  'finder',
  'fonts',
  'framework-patches',
  'insight-links',
  'locations',
  'page-layout',
  'pages-expertise-services',
  'pages-insights',
  'pictures',
  'platform',
  'route-registry',
  'search',
  'site-header',
  'visual',
].map((name) => `e2e/${name}.spec.ts`)
export const REQUESTS = [
  'e2e/container-data',
  'e2e/contact-form-topics',
  'e2e/editor-workflow',
  'e2e/leads-admin',
  'e2e/leads-durability',
  'e2e/nginx',
  'e2e/startup',
  'security/cms',
  'security/forms',
  'security/graphql',
  'security/headers',
  'security/http-surface',
  'security/lead-capture',
].map((name) => `${name}.spec.ts`)
