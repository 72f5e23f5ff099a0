import { CONTENT_MODULES } from './modules'

type ModuleRoute = (typeof CONTENT_MODULES)[number]['routes'][number]

/**
 * Every route of the site (the `page.tsx` files under `src/app/(site)`, the CMS pages' catch-all
 * aside), gathered from the content modules' declarations (`./modules.ts`). Pure data, so the
 * proxy can match addresses against it; the addresses each one answers are in `routes.server.ts`.
 * A new route is one line in its module's `module.ts` (and its parameters in that module's
 * `routes.server.ts`).
 */
export const ROUTES: readonly ModuleRoute[] = CONTENT_MODULES.flatMap((m): readonly ModuleRoute[] => m.routes)

export type RoutePattern = ModuleRoute['pattern']
