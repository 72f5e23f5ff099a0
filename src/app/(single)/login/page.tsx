import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { runGuards, type GuardName } from '@/features/auth/route-guards'
import { isEditorSignedIn } from '@/features/auth/session.server'
import { buildMetadata } from '@/features/seo/metadata'
import { siteConfig } from '@/lib/site-config'
import { LoginForm } from './login-form.client'

/** requirements §6: only /login uses the single layout and the auth-single middleware. */
const GUARDS: readonly GuardName[] = ['auth-single']

export function generateMetadata(): Metadata {
  return { ...buildMetadata(siteConfig(), { title: 'Editor sign-in', path: '/login' }), robots: { index: false } }
}

/** Editors sign in here against the CMS's users. */
export default async function LoginPage() {
  const verdict = runGuards(GUARDS, { signedIn: await isEditorSignedIn() })
  if (verdict) redirect(verdict.redirectTo)
  return (
    <div>
      <h1 className="text-2xl font-bold">Editor sign-in</h1>
      <p className="mt-3 text-muted">Sign in to edit the site&apos;s content and read leads.</p>
      <LoginForm />
    </div>
  )
}
