'use client'

import { lazy, Suspense } from 'react'

// every page's first load holds the client components its layout imports: the banner and the live
// preview listener are fetched only in an editor's draft preview, where they show
const PreviewBanner = lazy(() => import('./preview-banner.client').then((m) => ({ default: m.PreviewBanner })))

export function LazyPreviewBanner() {
  return (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  )
}
