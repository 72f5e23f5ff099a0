'use client'

import { lazy, Suspense } from 'react'

// the not-found boundary is in every page's first load; what only a 404 shows is fetched when shown
const MissingAddress = lazy(() => import('./missing-address.client').then((m) => ({ default: m.MissingAddress })))

export function LazyMissingAddress() {
  return (
    <Suspense fallback={null}>
      <MissingAddress />
    </Suspense>
  )
}
