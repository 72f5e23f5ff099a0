import { draftMode } from 'next/headers'
import type React from 'react'
import { LazyPreviewBanner } from '@/features/preview/preview-banner-lazy.client'

/**
 * Every page of the site, in an editor's draft preview, carries the preview banner. Prerendering
 * sees no draft mode, so published pages stay static and visitors never get the banner.
 */
export default async function SiteTemplate({ children }: { children: React.ReactNode }) {
  const { isEnabled } = await draftMode()
  return (
    <>
      {isEnabled ? <LazyPreviewBanner /> : null}
      {children}
    </>
  )
}
