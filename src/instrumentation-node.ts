import { serverEnv } from './lib/env'

/**
 * Node-side start-up. A production server with a missing secret stops here, naming the variable,
 * instead of failing on its first request; then the CMS starts with its job runner, so queued lead
 * deliveries go out without a separate worker.
 */
export async function registerNode(): Promise<void> {
  try {
    serverEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  if (process.env.NEXT_PHASE === 'phase-production-build' || serverEnv().JOBS_AUTORUN !== '1') return
  const [{ getPayload }, { default: config }, { startJobRunner }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./features/leads/job-runner.server'),
  ])
  startJobRunner(await getPayload({ config }))
}
