import { createClient } from '@libsql/client'
import { expect } from '@playwright/test'
import { E2E } from './env'
import { pdfBytes } from './leads'

/**
 * Shared checks for the hostile-request specs (tests/security/*.spec.ts): what the database
 * holds before and after, that the server still answers, and that no body leaks internals.
 */
export type Counts = { leads: number; jobs: number; cvs: number; users: number }

export async function counts(databaseUrl = E2E.env.DATABASE_URL!): Promise<Counts> {
  const db = createClient({ url: databaseUrl })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    const one = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n)
    return {
      leads: await one('form_submissions'),
      jobs: await one('payload_jobs'),
      cvs: await one('cv_files'),
      users: await one('users'),
    }
  } finally {
    db.close()
  }
}

/** Nothing stored and nothing queued for delivery (no lead, no CV, no e-mail/webhook job). */
export async function expectNothingStored(before: Counts, databaseUrl?: string): Promise<void> {
  expect(await counts(databaseUrl)).toEqual(before)
}

export async function expectAlive(origin = E2E.origin): Promise<void> {
  const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(10_000) })
  expect(res.status).toBe(200)
}

// a Node stack frame, a source path or a module path: what an error body must never show
const INTERNALS = /\n\s+at [^\n]+:\d+:\d+|node_modules|\/work\/|\.next-[\w-]+\/|webpack-internal|"stack"\s*:/

export function expectNoInternals(body: string): void {
  expect(body).not.toMatch(INTERNALS)
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

export const clientBody = (extra: Record<string, unknown> = {}) => ({
  gdpr: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@analytical.example',
  message: 'We are looking for a new CFO.',
  company: 'Analytical Engines Ltd',
  phone: '+44 20 7946 0000',
  job_title: 'Chair',
  privacy_policy: 1,
  ...extra,
})

export const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`

/** The office id of the first seeded office, as the contact form's office list gives it. */
export async function firstOfficeId(origin = E2E.origin): Promise<number> {
  const res = await fetch(`${origin}/api/graphql`, json({ query: '{ offices(first: 1) { nodes { officeId } } }' }))
  return (await res.json()).data.offices.nodes[0].officeId
}

/** A valid candidate (cv/join) body with a small PDF, for the office given. */
export const candidateBody = (officeId: number, extra: Record<string, unknown> = {}) => ({
  gdpr: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada.lovelace@gmail.com',
  message: 'Board roles, please.',
  office_id: officeId,
  linkedin: 'https://www.linkedin.com/in/ada-lovelace',
  file_hash: dataUrl(pdfBytes()),
  file_ext: 'application/pdf',
  ...extra,
})
