'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { EXIT_PREVIEW_ROUTE } from './preview-routes'

/**
 * Shown only in an editor's draft preview: says so, leaves it in one click, and re-renders the page
 * whenever the admin saves (autosave while typing), which is what the live preview pane shows.
 */
export function PreviewBanner() {
  const router = useRouter()
  const pathname = usePathname()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <div
      role="status"
      data-testid="draft-preview-banner"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm text-black"
    >
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
      <span>Draft preview: visitors still see the published page.</span>
      <a
        className="font-semibold underline"
        href={`${EXIT_PREVIEW_ROUTE}?${new URLSearchParams({ path: pathname })}`}
        target="_top"
      >
        Exit preview
      </a>
    </div>
  )
}
