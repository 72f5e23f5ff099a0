'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** Queues a failed lead's delivery again, then shows the overview as it now is. */
export function RetryDeliveryButton({ leadId }: { leadId: number }) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'queued' | 'error'>('idle')
  const retry = async () => {
    setState('busy')
    try {
      const res = await fetch(`/api/form-submissions/${leadId}/retry-delivery`, {
        method: 'POST',
        credentials: 'same-origin',
      })
      setState(res.ok ? 'queued' : 'error')
      if (res.ok) router.refresh()
    } catch {
      setState('error')
    }
  }
  if (state === 'queued') return <span role="status">Delivery queued</span>
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={state === 'busy'}
        onClick={() => void retry()}
        style={{ margin: 0 }}
      >
        Retry delivery
      </button>
      {state === 'error' ? <span role="alert"> Could not queue the delivery. Try again.</span> : null}
    </>
  )
}
