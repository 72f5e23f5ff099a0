import type { IncomingMessage } from 'node:http'
import type { EdgeAnswer } from './edge-answer'
import { requestTargetAnswer } from './request-target'
import { serverActionOriginAnswer } from './server-action-origin'
import { createStaticFileCheck, type StaticRoots } from './static-files'

export type ClientMistakeSettings = StaticRoots & { siteUrl: string; trustedHops: number; allow: string }

/**
 * The requests the server answers itself, before Next, because Next or `send` would answer a
 * client's mistake with a 500: the request line and Host (./request-target), a foreign Server
 * Action call (./server-action-origin) and the static files' methods, ranges and preconditions
 * (./static-files). Undefined: the request goes on to Next.
 */
export function createClientMistakeCheck(settings: ClientMistakeSettings) {
  const staticFileAnswer = createStaticFileCheck(settings)
  return async (req: IncomingMessage): Promise<EdgeAnswer | undefined> =>
    requestTargetAnswer(req, settings.allow) ??
    serverActionOriginAnswer(req.headers, settings.siteUrl, settings.trustedHops) ??
    (await staticFileAnswer(req, (req.url ?? '/').split('?', 1)[0]!))
}
