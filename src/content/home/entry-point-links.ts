/**
 * The two ways into a conversation, for the two audiences a search firm serves: organisations
 * hiring a leader (client enquiries, on the executive-search landing page) and executives exploring
 * their next role (candidate registration, apart from client enquiries). The home page's first
 * screen shows them and the seed puts them in the menu, so both read the same words and addresses.
 */
export type EntryPoint = { audience: string; label: string; href: string }

export const CLIENT_ENTRY: EntryPoint = {
  audience: 'For organisations',
  label: 'Hire a leader',
  href: '/contact-us/executive-search-leadership-talent',
}

export const CANDIDATE_ENTRY: EntryPoint = {
  audience: 'For executives',
  label: 'Explore your next role',
  href: '/contact-us/executive-candidates',
}

export const ENTRY_POINTS: readonly EntryPoint[] = [CLIENT_ENTRY, CANDIDATE_ENTRY]
