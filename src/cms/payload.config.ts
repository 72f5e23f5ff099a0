import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { serverEnv, type ServerEnv } from '@/lib/env'
import { Consultants } from './collections/consultants'
import { cvFilesCollection } from './collections/cv-files'
import { Functions, Industries } from './collections/expertise'
import { FormSubmissions } from './collections/form-submissions'
import { InsightCategories, Insights, Webinars } from './collections/insights'
import { mediaCollection } from './collections/media'
import { Offices } from './collections/offices'
import { Pages } from './collections/pages'
import { Redirects } from './collections/redirects'
import { Regions } from './collections/regions'
import { Services } from './collections/services'
import { Users } from './collections/users'
import { databaseAdapter, keepSqliteBusyTimeout } from './database'
import { SiteSettings } from './globals/site-settings'
import { depthLimit } from './graphql/depth-limit'
import { officesQuery } from './graphql/offices-query'
import { deliverLeadTask, LEADS_QUEUE } from '@/features/leads/deliver-lead.task'

const dirname = path.dirname(fileURLToPath(import.meta.url))
/** The whole CMS for one environment; tests build one per database dialect. */
export function buildSiteConfig(env: ServerEnv) {
  return buildConfig({
    admin: {
      user: Users.slug,
      importMap: { baseDir: path.resolve(dirname, '..') },
      meta: { titleSuffix: ` | ${env.SITE_BRAND_NAME} CMS` },
    },
    collections: [
      Pages,
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
      mediaCollection(env.MEDIA_DIR),
      Users,
      FormSubmissions,
      cvFilesCollection(env.CV_DIR),
    ],
    globals: [SiteSettings],
    editor: lexicalEditor(),
    secret: env.PAYLOAD_SECRET,
    serverURL: env.SITE_URL,
    csrf: [env.SITE_URL],
    db: databaseAdapter(
      env.DATABASE_URL,
      env.PAYLOAD_DB_PUSH === '1',
      path.resolve(dirname, '..'),
      env.SQLITE_BUSY_TIMEOUT_MS,
    ),
    sharp,
    onInit: async (payload) => {
      if (payload.db.name === 'sqlite') {
        const { client } = payload.db as unknown as { client: Parameters<typeof keepSqliteBusyTimeout>[0] }
        keepSqliteBusyTimeout(client, env.SQLITE_BUSY_TIMEOUT_MS)
      }
    },
    graphQL: {
      queries: officesQuery,
      disablePlaygroundInProduction: true,
      disableIntrospectionInProduction: true,
      maxComplexity: env.GRAPHQL_MAX_COMPLEXITY,
      validationRules: () => [depthLimit(env.GRAPHQL_MAX_DEPTH)],
    },
    jobs: {
      tasks: [deliverLeadTask(env)],
      // jobs run inside the server unless JOBS_AUTORUN=0 (then `npm run worker` runs them)
      autoRun: [{ cron: '*/5 * * * * *', queue: LEADS_QUEUE, limit: 20 }],
      shouldAutoRun: () => env.JOBS_AUTORUN === '1',
      deleteJobOnComplete: false,
    },
    typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
    telemetry: false,
  })
}

export default buildSiteConfig(serverEnv())
