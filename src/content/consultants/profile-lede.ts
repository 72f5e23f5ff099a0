import { plainText } from '@/content/shared/search-document'

/**
 * The profile's lede: the consultant's summary, unless the bio already says who they are and where
 * ("a Practice Leader in Arden Hale's Bengaluru office"), so the page never says that twice.
 */
export function profileLede(
  summary: string | null | undefined,
  bio: unknown,
  role: string | null | undefined,
  officeTitle: string | undefined,
): string | null {
  if (!summary) return null
  if (!role || !officeTitle) return summary
  const text = plainText(bio).toLowerCase()
  const repeats = text.includes(role.toLowerCase()) && text.includes(`${officeTitle.toLowerCase()} office`)
  return repeats ? null : summary
}
