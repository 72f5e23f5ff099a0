/**
 * The error-reporting SDK, in its own chunk (imported dynamically on idle). Named imports keep
 * the bundle to what is used: global handlers for errors and rejections, linked causes, dedupe.
 */
import {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser'
import type { RemoteReporter } from './error-reporting'

export async function startSentry(dsn: string): Promise<RemoteReporter> {
  const client = init({
    dsn,
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    sendClientReports: false,
  })
  if (!client) throw new Error('The error-reporting SDK did not start')
  return { notify: (error) => void captureException(error) }
}
