import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { serverEnv, type ServerEnv } from '@/lib/env'
import { rootLogger } from '@/lib/logger'
import { payloadLogger } from './payload-logger'
import { Consultants } from '../content/consultants/collection'
import { cvFilesCollection } from '../content/leads/cv-files'
import { Functions, Industries } from '../content/expertise/collection'
import { FormSubmissions } from '../content/leads/collection'
import { InsightCategories, Insights, Webinars } from '../content/insights/collection'
import { mediaCollection } from '../content/media/collection'
import { Offices } from '../content/offices/collection'
import { pagesCollection } from '../content/pages/collection'
import { shadowingRoute } from '../content/registry/fixed-routes'
import { Redirects } from './collections/redirects'
import { Regions } from '../content/regions/collection'
import { SearchDocuments } from '../content/search/collection'
import { withSearchIndex } from '../content/search/index-on-change'
import { Services } from '../content/services/collection'
import { usersCollection } from './collections/users'
import { databaseAdapter } from './database'
import { emailAdapter } from './email/email-adapter'
import { siteSeoPlugin } from './seo/seo-plugin'
import { livePreview, withPreviewButton } from './preview/preview-config'
import { objectStoragePlugin, s3Settings, withoutLocalFiles } from '../content/shared/storage/object-storage'
import { SearchState } from '../content/search/search-state'
import { SiteSettings } from '../content/site-settings/global'
import { uniformGraphqlLoginFailure } from './hooks/login-errors'
import { siteValidationRules } from './graphql/validation-rules'
import { withIdGuard } from './hooks/malformed-id'
import { withGlobalReadBounds, withListBounds } from './hooks/list-bounds'
import { officesQuery } from './graphql/offices-query'
import { deliverLeadTask } from '@/content/leads/deliver-lead.task'

const dirname = path.dirname(fileURLToPath(import.meta.url))
/** The whole CMS for one environment; tests build one per database dialect. */
export function buildSiteConfig(env: ServerEnv) {
  return buildConfig({
    admin: {
      user: 'users',
      // no Gravatar: the admin makes no third-party requests (its CSP allows none)
      avatar: 'default',
      importMap: { baseDir: path.resolve(dirname, '..') },
      meta: { titleSuffix: ` | ${env.SITE_BRAND_NAME} CMS` },
      livePreview: livePreview(env),
      components: {
        afterNavLinks: ['@/content/leads/admin/overview-nav-link#LeadsOverviewNavLink'],
        views: {
          leadsOverview: { Component: '@/content/leads/admin/leads-overview#LeadsOverview', path: '/leads-overview' },
        },
      },
    },
    collections: [
      pagesCollection(shadowingRoute),
      Services,
      Industries,
      Functions,
      Consultants,
      Offices,
      Regions,
      Insights,
      InsightCategories,
      Webinars,
      Redirects,
      withoutLocalFiles(mediaCollection(env.MEDIA_DIR), s3Settings(env)),
      usersCollection(env),
      FormSubmissions,
      withoutLocalFiles(cvFilesCollection(env.CV_DIR), s3Settings(env)),
      SearchDocuments,
    ]
      .map(withSearchIndex)
      .map(withPreviewButton(env))
      .map(withIdGuard)
      .map(withListBounds),
    globals: [SiteSettings, SearchState].map(withGlobalReadBounds),
    editor: lexicalEditor(),
    secret: env.PAYLOAD_SECRET,
    // No serverURL: Payload would write it into every upload URL and into the admin's API calls, and a
    // site opened at another address (port, 127.0.0.1, a proxy) would then fetch from SITE_URL and be
    // blocked by its own CSP. Root-relative URLs work at any address; absolute ones (feeds, mail,
    // webhooks) are made from SITE_URL where they are needed.
    csrf: [new URL(env.SITE_URL).origin],
    db: databaseAdapter(
      env.DATABASE_URL,
      env.PAYLOAD_DB_PUSH === '1',
      path.resolve(dirname, '..'),
      env.SQLITE_BUSY_TIMEOUT_MS,
    ),
    sharp,
    email: emailAdapter(env),
    graphQL: {
      queries: officesQuery,
      disablePlaygroundInProduction: true,
      disableIntrospectionInProduction: true,
      maxComplexity: env.GRAPHQL_MAX_COMPLEXITY,
      validationRules: siteValidationRules(env),
    },
    // the server runs this queue itself (src/content/leads/job-runner.server.ts) unless JOBS_AUTORUN=0
    jobs: { tasks: [deliverLeadTask(env)], deleteJobOnComplete: false },
    typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
    // GraphQL errors pass only through the global hook: keep failed sign-ins uniform there too
    hooks: { afterError: [uniformGraphqlLoginFailure] },
    plugins: [siteSeoPlugin(env), objectStoragePlugin(env)],
    telemetry: false,
    // Payload's own lines in the site's format, redaction and escaping (src/lib/logger.ts)
    logger: payloadLogger(rootLogger().child({ component: 'payload' })),
  })
}

export default buildSiteConfig(serverEnv())
