import type { CacheTag } from '@/lib/cache-tags'

/**
 * One route of the site: its URL pattern (`[name]` stands for one path segment) and the content
 * type it shows. A module lists its routes in `module.ts` (kept free of reads, so the proxy can use
 * the patterns) and the parameters of every address a pattern answers in `routes.server.ts`; the
 * registry (`src/content/registry/modules.ts`) gathers them, and `FIXED_ROUTES`, the routes'
 * `generateStaticParams` and the proxy's table of known addresses all derive from it.
 */
export type RouteDefinition = {
  readonly pattern: `/${string}`
  /** The content module whose documents the route shows, by folder name (`null`: a fixed page such as /404). */
  readonly type: string | null
  /**
   * `'page'`: the address is a page a visitor may land on (the default); `'internal'`: only the proxy
   * rewrites to it, and its own address answers 404; `'status'`: an error page (/404, /500).
   */
  readonly kind?: 'page' | 'internal' | 'status'
  /** `false`: its pages ask not to be indexed (a thank-you page), so the sitemap leaves them out. */
  readonly indexed?: false
}

export type RouteParams = Record<string, string | string[]>

/** When a module's documents last changed, by their canonical address (the sitemap's dates). */
export type AddressDates = {
  readonly dates: ReadonlyArray<readonly [path: string, updatedAt: string]>
  /** Addresses a route answers that are not their document's canonical one (a pinned article under its category). */
  readonly aliases?: readonly string[]
}

/**
 * What a module's `routes.server.ts` gives the registry about the addresses of its routes: the
 * parameters of each (its `generateStaticParams`), its documents' dates, and the cache tags of the
 * content they come from (every list of the site's addresses is refreshed by them).
 */
export type ModuleAddresses<R extends readonly RouteDefinition[]> = {
  readonly params: RouteParamsTable<R>
  readonly dates: () => Promise<AddressDates>
  readonly tags: readonly CacheTag[]
}

/** The patterns of a list of routes that take parameters. */
export type ParamPattern<R extends readonly RouteDefinition[]> = Extract<R[number]['pattern'], `${string}[${string}`>

/**
 * Every address's parameters, one function per pattern with a parameter: a route added to a
 * module's `module.ts` is a type error until its `routes.server.ts` says which addresses it answers.
 */
export type RouteParamsTable<R extends readonly RouteDefinition[]> = {
  readonly [P in ParamPattern<R>]: () => Promise<Array<{ [K in ParamNames<P>]: string }>>
}

/** The parameter names of a pattern: `'/office/[slug]/[service]'` → `'slug' | 'service'`. */
export type ParamNames<P extends string> = P extends `${string}[${infer N}]${infer Rest}` ? N | ParamNames<Rest> : never

/** The address a pattern names with these parameters (`[...rest]` takes an array). */
export function fillPattern(pattern: string, params: RouteParams): string {
  const filled = pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, spread: string | undefined, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`${pattern}: no value for [${name}]`)
    return spread || Array.isArray(value) ? ([] as string[]).concat(value).join('/') : value
  })
  return filled
}

export const hasParams = (pattern: string) => pattern.includes('[')
