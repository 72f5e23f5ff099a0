'use client'

import { useId, useState, type FormEvent } from 'react'
import { EDITOR_HOME } from '@/features/auth/route-guards'
import { graphql, tokenCookie } from '@/lib/graphql-client'
import { useHydrated } from '@/lib/use-hydrated'
import { http } from '@/lib/http'

const ME = 'query LoginMe { meUser { user { email } } }'
const FALLBACK = 'Please check your e-mail address and password and try again.'

type ApiAnswer = { token?: string; message?: string; errors?: Array<{ message?: string }> }

/** The API's own words (it never says which of e-mail or password was wrong), as a sentence. */
function friendly(answer: ApiAnswer | null, status: number): string {
  const said = answer?.errors?.find((e) => e.message)?.message ?? answer?.message
  if (status === 429 && !said) return 'Too many attempts. Please wait a few minutes and try again.'
  if (!said) return FALLBACK
  return /[.!?]$/.test(said.trim()) ? said.trim() : `${said.trim()}.`
}

/** Editors sign in against Payload's users; the token is kept as requirements §7.1 says. */
export function LoginForm() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  // until the handler exists the browser would submit by itself: never with the password in a GET
  const hydrated = useHydrated()

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    setBusy(true)
    setError(null)
    try {
      const res = await http('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ email: data.get('email'), password: data.get('password') }),
      })
      const answer = (await res.json().catch(() => null)) as ApiAnswer | null
      if (!res.ok || !answer?.token) {
        setError(friendly(answer, res.status))
        setBusy(false)
        return
      }
      document.cookie = tokenCookie(answer.token)
      // the stored token is what GraphQL calls carry from now on (Authorization: Bearer)
      const me = await graphql.query<{ meUser: { user: { email: string } | null } }>(
        { query: ME, operationName: 'LoginMe' },
        'network-only',
      )
      if (!me.data?.meUser.user) throw new Error('Signed in, but the session was not accepted')
      window.location.assign(EDITOR_HOME)
    } catch (err) {
      console.error(err)
      setError('Signing in failed. Please try again in a moment.')
      setBusy(false)
    }
  }

  const field = 'mt-1 w-full rounded border border-black/30 px-3 py-2'
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate={false}
      aria-describedby={error ? errorId : undefined}
      className="mt-6 space-y-4"
    >
      <div>
        <label htmlFor="login-email" className="block text-sm font-semibold">
          E-mail
        </label>
        <input id="login-email" name="email" type="email" autoComplete="username" required className={field} />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-semibold">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={field}
        />
      </div>
      {/* empty, the alert takes no line (a gap above the button read as a fault), yet stays a live region */}
      <div id={errorId} role="alert" className={error ? 'text-sm font-semibold text-red-800' : 'sr-only'}>
        {error}
      </div>
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="w-full rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-accent disabled:opacity-60"
      >
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
