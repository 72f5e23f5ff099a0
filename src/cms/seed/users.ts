import { byEmail, type SeedContext } from './context'
import { SEED_USERS } from './credentials'

/** The demo administrator and editor (credentials.ts). */
export async function seedUsers(ctx: SeedContext): Promise<void> {
  for (const user of SEED_USERS) {
    await ctx.ensure('users', user.email.toLowerCase(), byEmail, () => ({
      email: user.email,
      password: user.password,
      name: user.name,
      role: user.role,
    }))
  }
}
