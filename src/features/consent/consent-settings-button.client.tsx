'use client'

import { openConsentSettings } from './consent-client'

/** "Cookie settings" in the footer: reopens the consent banner. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      Cookie settings
    </button>
  )
}
