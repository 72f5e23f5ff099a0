import { urlFromCmsPath } from '@/content/shared/branded-paths'
import type { CmsPageAddress, DraftAddress } from '@/content/shared/paths'

/** The CMS pages' addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const pagePaths = {
  home: '/',
  /** A CMS page's address: stored without the brand, shown with it (branded-paths.ts). */
  page: (cmsPath: string, brandSlug: string) =>
    (cmsPath === 'home' ? '/' : urlFromCmsPath(cmsPath, brandSlug)) as CmsPageAddress,
} as const

/** A CMS page's draft address, once it has a path. */
export const pageDraft: DraftAddress = (data, brandSlug) => (data.path ? pagePaths.page(data.path, brandSlug) : null)
