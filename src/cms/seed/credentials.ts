/**
 * Demo sign-in accounts created by `npm run seed`. Documented in the README and used by the
 * integration and browser tests; never use these on a public deployment.
 */
export type SeedCredentials = {
  readonly email: string
  readonly password: string
  readonly name: string
  readonly role: 'admin' | 'editor'
}

export const ADMIN_CREDENTIALS: SeedCredentials = {
  email: 'admin@arden-hale.example',
  password: 'ArdenHale-admin-2026!',
  name: 'Site Administrator',
  role: 'admin',
}

export const EDITOR_CREDENTIALS: SeedCredentials = {
  email: 'editor@arden-hale.example',
  password: 'ArdenHale-editor-2026!',
  name: 'Demo Editor',
  role: 'editor',
}

export const SEED_USERS: readonly SeedCredentials[] = [ADMIN_CREDENTIALS, EDITOR_CREDENTIALS]
