import { expect, test } from '../e2e/support/test'
import { ADMIN_CREDENTIALS, EDITOR_CREDENTIALS } from '../../src/cms/seed/credentials'
import { E2E } from '../e2e/support/env'
import { expectAlive, expectNoInternals, json } from '../e2e/support/hostile'

/**
 * Who may do what in the CMS, for every collection and global, over REST and GraphQL, on the
 * production build: anonymous, editor and admin; find, find by id, create, update by id, bulk update,
 * delete by id, bulk delete, versions and drafts, and the account operations. A bulk update or delete
 * carries no `id`, so a rule that compared ids would let a stranger through there: every write is
 * tried in both forms.
 */
type Role = 'anonymous' | 'editor' | 'admin'
const ROLES: readonly Role[] = ['anonymous', 'editor', 'admin']

/**
 * anyone / signed-in / admin / nobody; `published`: everyone reads, visitors published documents only;
 * `self`: admins any document, an editor only their own account; `own`: each user their own documents.
 */
type Rule = 'anyone' | 'published' | 'signed-in' | 'admin' | 'nobody' | 'self' | 'own'
type Rules = { read: Rule; create: Rule; update: Rule; delete: Rule }

type CollectionCase = {
  slug: string
  rules: Rules
  /** GraphQL names (singular, plural), or null where the collection is not in the schema. */
  graphql: readonly [string, string] | null
  versions?: boolean
  /** Payload's REST routes answer 501 for a collection without endpoints; the edge answers 404. */
  rest?: false
}

const CONTENT: Rules = { read: 'published', create: 'signed-in', update: 'signed-in', delete: 'signed-in' }
const PUBLIC_FILES: Rules = { read: 'anyone', create: 'signed-in', update: 'signed-in', delete: 'signed-in' }
const NOBODY: Rules = { read: 'nobody', create: 'nobody', update: 'nobody', delete: 'nobody' }

const COLLECTIONS: readonly CollectionCase[] = [
  { slug: 'pages', rules: CONTENT, graphql: ['Page', 'Pages'], versions: true },
  { slug: 'services', rules: CONTENT, graphql: ['Service', 'Services'], versions: true },
  { slug: 'industries', rules: CONTENT, graphql: ['Industry', 'Industries'], versions: true },
  { slug: 'functions', rules: CONTENT, graphql: ['Function', 'Functions'], versions: true },
  { slug: 'consultants', rules: CONTENT, graphql: ['Consultant', 'Consultants'], versions: true },
  { slug: 'offices', rules: CONTENT, graphql: ['Office', 'Offices'], versions: true },
  { slug: 'regions', rules: CONTENT, graphql: ['Region', 'Regions'], versions: true },
  { slug: 'insights', rules: CONTENT, graphql: ['Insight', 'Insights'], versions: true },
  { slug: 'insight-categories', rules: CONTENT, graphql: ['InsightCategory', 'InsightCategories'], versions: true },
  { slug: 'webinars', rules: CONTENT, graphql: ['Webinar', 'Webinars'], versions: true },
  { slug: 'redirects', rules: PUBLIC_FILES, graphql: ['Redirect', 'Redirects'] },
  { slug: 'media', rules: PUBLIC_FILES, graphql: ['Media', 'allMedia'] },
  {
    slug: 'users',
    rules: { read: 'signed-in', create: 'admin', update: 'self', delete: 'admin' },
    graphql: ['User', 'Users'],
  },
  {
    slug: 'form-submissions',
    rules: { read: 'signed-in', create: 'nobody', update: 'signed-in', delete: 'signed-in' },
    graphql: null,
  },
  {
    slug: 'cv-files',
    rules: { read: 'signed-in', create: 'nobody', update: 'nobody', delete: 'signed-in' },
    graphql: null,
  },
  { slug: 'search-documents', rules: NOBODY, graphql: null },
  { slug: 'payload-jobs', rules: NOBODY, graphql: ['PayloadJob', 'PayloadJobs'] },
  {
    slug: 'payload-locked-documents',
    rules: { read: 'signed-in', create: 'signed-in', update: 'signed-in', delete: 'signed-in' },
    graphql: ['PayloadLockedDocument', 'PayloadLockedDocuments'],
  },
  {
    slug: 'payload-preferences',
    rules: { read: 'own', create: 'own', update: 'own', delete: 'own' },
    graphql: ['PayloadPreference', 'PayloadPreferences'],
  },
  { slug: 'payload-migrations', rules: NOBODY, graphql: null, rest: false },
]

type GlobalCase = { slug: string; read: Rule; update: Rule; graphql: string | null }
const GLOBALS: readonly GlobalCase[] = [
  { slug: 'site-settings', read: 'anyone', update: 'signed-in', graphql: 'SiteSetting' },
  { slug: 'search-state', read: 'nobody', update: 'nobody', graphql: null },
]

/**
 * Whether a role reaches the sample document under a rule: the samples of `self` and `own` collections
 * belong to the admin, so an editor is refused them.
 */
function reaches(rule: Rule, role: Role): boolean {
  return passes(rule, role) && !((rule === 'self' || rule === 'own') && role === 'editor')
}

/** Whether a role passes a rule at all (`published`, `self` and `own` then narrow what it reaches). */
function passes(rule: Rule, role: Role): boolean {
  switch (rule) {
    case 'anyone':
    case 'published':
      return true
    case 'signed-in':
    case 'self':
    case 'own':
      return role !== 'anonymous'
    case 'admin':
      return role === 'admin'
    case 'nobody':
      return false
  }
}

const MISSING_ID = 987_654_321
const tokens: Record<Role, string | null> = { anonymous: null, editor: null, admin: null }
const userIds: Record<'editor' | 'admin', number> = { editor: 0, admin: 0 }
/** One existing document per collection (or a missing id where the collection is empty). */
const sample = new Map<string, number | string>()
let requests = 0
let serverErrors = 0
const serverErrorRequests: string[] = []

type Answer = { status: number; body: Record<string, unknown>; text: string }

async function call(role: Role, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (tokens[role]) headers.authorization = `JWT ${tokens[role]}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${E2E.origin}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  requests += 1
  if (res.status >= 500) {
    serverErrors += 1
    serverErrorRequests.push(`${role} ${method} ${path}: ${res.status}`)
  }
  expectNoInternals(text)
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    // a non-JSON answer (an HTML 404) has no body to inspect
  }
  return { status: res.status, body: parsed, text }
}

async function graphql(role: Role, query: string) {
  const answer = await call(role, 'POST', '/api/graphql', { query })
  const errors = (answer.body.errors ?? []) as Array<{ message: string }>
  return { ...answer, data: answer.body.data as Record<string, unknown> | null, errors: errors.map((e) => e.message) }
}

const NOT_ALLOWED = /not allowed to perform this action/i
/** A rule that is a query cannot tell someone else's document from a missing one. */
const REFUSED = /not allowed to perform this action|not found/i

async function signIn(credentials: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const res = await fetch(`${E2E.origin}/api/users/login`, json(credentials))
  expect(res.status, `sign-in of ${credentials.email}`).toBe(200)
  const body = (await res.json()) as { token: string; user: { id: number } }
  return { token: body.token, id: body.user.id }
}

async function userRow(id: number) {
  const answer = await call('admin', 'GET', `/api/users/${id}?depth=0`)
  expect(answer.status).toBe(200)
  return answer.body as { email: string; role: string; name: string; updatedAt: string }
}

test.beforeAll(async () => {
  const admin = await signIn(ADMIN_CREDENTIALS)
  const editor = await signIn(EDITOR_CREDENTIALS)
  tokens.admin = admin.token
  tokens.editor = editor.token
  userIds.admin = admin.id
  userIds.editor = editor.id
  for (const c of COLLECTIONS) {
    if (c.rest === false) continue
    // a published document, which every role that may read can reach
    const published = c.versions ? '&where[_status][equals]=published' : ''
    const list = await call('admin', 'GET', `/api/${c.slug}?limit=1&depth=0${published}`)
    const docs = (list.body.docs ?? []) as Array<{ id: number | string }>
    sample.set(c.slug, docs[0]?.id ?? MISSING_ID)
  }
  // a document of the users collection that is not the editor's own
  sample.set('users', userIds.admin)
})

test.afterAll(async () => {
  console.log(`access matrix: ${requests} requests, ${serverErrors} answered 5xx`)
})

test.describe('REST, collection by collection', () => {
  for (const c of COLLECTIONS) {
    test(`${c.slug}: who may read, write and delete`, async () => {
      const base = `/api/${c.slug}`
      if (c.rest === false) {
        for (const role of ROLES) {
          for (const [method, path] of [
            ['GET', base],
            ['GET', `${base}/1`],
            ['POST', base],
            ['PATCH', `${base}?where[id][equals]=1`],
            ['DELETE', `${base}?where[id][equals]=1`],
          ] as const) {
            const answer = await call(role, method, path, method === 'GET' ? undefined : {})
            expect([403, 404, 405], `${role} ${method} ${path}`).toContain(answer.status)
          }
        }
        return
      }
      const id = sample.get(c.slug)!
      const byId = `${base}/${id}`
      const bulk = `${base}?where[id][equals]=${id}`
      const missingBulk = `${base}?where[id][equals]=${MISSING_ID}`
      for (const role of ROLES) {
        const label = (op: string) => `${role} ${op} ${c.slug}`

        // find
        const find = await call(role, 'GET', `${base}?limit=5&depth=0`)
        if (!passes(c.rules.read, role)) expect(find.status, label('find')).toBe(403)
        else {
          expect(find.status, label('find')).toBe(200)
          const docs = (find.body.docs ?? []) as Array<Record<string, unknown>>
          if (c.rules.read === 'published' && role === 'anonymous') {
            for (const doc of docs) expect(doc._status, label('find: drafts hidden')).toBe('published')
          }
          if (c.rules.read === 'own') {
            const own = role === 'editor' ? userIds.editor : userIds.admin
            for (const doc of docs) expect(JSON.stringify(doc.user), label('find: own only')).toContain(`${own}`)
          }
        }

        // find by id (preferences are addressed by key: covered by find and the bulk forms)
        if (c.slug !== 'payload-preferences' && id !== MISSING_ID) {
          const one = await call(role, 'GET', `${byId}?depth=0`)
          if (!passes(c.rules.read, role)) expect(one.status, label('findByID')).toBe(403)
          else expect(one.status, label('findByID')).toBe(200)
        }

        // create: an empty body; a permitted role reaches validation (400), a refused one is stopped first
        const create = await call(role, 'POST', base, {})
        if (!passes(c.rules.create, role)) expect(create.status, label('create')).toBe(403)
        else {
          expect([400, 201], label('create')).toContain(create.status)
          const created = (create.body.doc as { id?: number } | undefined)?.id
          // the bulk form: a preference's own address is its key, not its id
          if (created !== undefined) await call('admin', 'DELETE', `${base}?where[id][equals]=${created}`)
        }

        // update by id
        if (c.slug !== 'payload-preferences' && id !== MISSING_ID) {
          const update = await call(role, 'PATCH', byId, {})
          expect(update.status, label('update by id')).toBe(reaches(c.rules.update, role) ? 200 : 403)
        }

        // bulk update: no id reaches the access rule
        const bulkUpdate = await call(role, 'PATCH', id === MISSING_ID ? missingBulk : bulk, {})
        if (!passes(c.rules.update, role)) expect(bulkUpdate.status, label('bulk update')).toBe(403)
        else {
          expect(bulkUpdate.status, label('bulk update')).toBe(200)
          const updated = (bulkUpdate.body.docs ?? []) as unknown[]
          const reaches = id !== MISSING_ID && !(c.rules.update === 'self' && role === 'editor')
          if (c.rules.update !== 'own') expect(updated.length, label('bulk update: documents')).toBe(reaches ? 1 : 0)
        }

        // delete: a missing id (a permitted role gets 404), and the bulk form with a missing id
        if (c.slug !== 'payload-preferences') {
          const del = await call(role, 'DELETE', `${base}/${MISSING_ID}`)
          expect(del.status, label('delete by id')).toBe(passes(c.rules.delete, role) ? 404 : 403)
        }
        if (c.slug === 'payload-preferences') {
          // a preference is addressed by its key; a key the user has none under is simply not found
          const byKey = await call(role, 'DELETE', `${base}/no-such-preference`)
          expect(byKey.status, label('delete by key')).toBe(role === 'anonymous' ? 401 : 404)
        }
        const bulkDelete = await call(role, 'DELETE', missingBulk)
        expect(bulkDelete.status, label('bulk delete')).toBe(passes(c.rules.delete, role) ? 200 : 403)

        // versions
        if (c.versions) {
          const versions = await call(role, 'GET', `${base}/versions?limit=1&depth=0`)
          expect(versions.status, label('versions')).toBe(role === 'anonymous' ? 403 : 200)
        }
      }
      await expectAlive()
    })
  }
})

test.describe('REST, globals', () => {
  for (const g of GLOBALS) {
    test(`${g.slug}: who may read and update`, async () => {
      for (const role of ROLES) {
        const read = await call(role, 'GET', `/api/globals/${g.slug}?depth=0`)
        expect(read.status, `${role} reads ${g.slug}`).toBe(passes(g.read, role) ? 200 : 403)
        const update = await call(role, 'POST', `/api/globals/${g.slug}`, {})
        expect(update.status, `${role} updates ${g.slug}`).toBe(passes(g.update, role) ? 200 : 403)
      }
    })
  }
})

test.describe('REST, accounts', () => {
  test('a stranger cannot change any account, by id or in bulk, not even one that does not exist', async () => {
    const before = await userRow(userIds.admin)
    for (const path of [
      `/api/users?where[id][equals]=${MISSING_ID}`,
      `/api/users?where[id][equals]=${userIds.admin}`,
      `/api/users?where[email][equals]=${encodeURIComponent(ADMIN_CREDENTIALS.email)}`,
      '/api/users?where[id][exists]=true',
      '/api/users',
      `/api/users/${userIds.admin}`,
      `/api/users/${userIds.editor}`,
    ]) {
      for (const body of [{}, { password: 'Taken-over-2026!' }, { role: 'admin', name: 'x' }]) {
        const answer = await call('anonymous', 'PATCH', path, body)
        // a bulk update without `where` is refused by Payload as malformed (400) before access is asked
        const refused = path === '/api/users' ? [400, 403] : [403]
        expect(refused, `anonymous PATCH ${path} ${JSON.stringify(body)}`).toContain(answer.status)
        expect(answer.text).not.toContain(ADMIN_CREDENTIALS.email)
      }
    }
    expect(await userRow(userIds.admin)).toEqual(before)
    // the admin's password is unchanged
    await signIn(ADMIN_CREDENTIALS)
  })

  test("an editor changes only their own account, never another's, never a role", async () => {
    const adminBefore = await userRow(userIds.admin)
    const all = await call('editor', 'PATCH', '/api/users?where[id][exists]=true', {})
    expect(all.status).toBe(200)
    expect((all.body.docs as Array<{ id: number }>).map((d) => d.id)).toEqual([userIds.editor])
    const other = await call('editor', 'PATCH', `/api/users/${userIds.admin}`, { password: 'Taken-over-2026!' })
    expect(other.status).toBe(403)
    const bulkOther = await call('editor', 'PATCH', `/api/users?where[id][equals]=${userIds.admin}`, {
      password: 'Taken-over-2026!',
    })
    expect(bulkOther.status).toBe(200)
    expect(bulkOther.body.docs).toEqual([])
    const promote = await call('editor', 'PATCH', `/api/users/${userIds.editor}`, { role: 'admin' })
    expect(promote.status).toBe(200)
    expect((await userRow(userIds.editor)).role).toBe('editor')
    expect(await userRow(userIds.admin)).toEqual(adminBefore)
    await signIn(ADMIN_CREDENTIALS)
  })

  test('/me, /access, verify, unlock, forgot and reset password', async () => {
    // /me
    const me = await call('anonymous', 'GET', '/api/users/me')
    expect(me.status).toBe(200)
    expect(me.body.user).toBeNull()
    expect(((await call('editor', 'GET', '/api/users/me')).body.user as { email: string }).email).toBe(
      EDITOR_CREDENTIALS.email,
    )
    // /access: a stranger may write nothing and may not open the admin
    const access = await call('anonymous', 'GET', '/api/access')
    expect(access.status).toBe(200)
    expect(access.body.canAccessAdmin).not.toBe(true)
    const granted = (p: unknown) => p === true || (p as { permission?: boolean } | undefined)?.permission === true
    const collections = (access.body.collections ?? {}) as Record<string, Record<string, unknown>>
    for (const [slug, permissions] of Object.entries(collections)) {
      for (const op of ['create', 'update', 'delete', 'readVersions', 'unlock']) {
        expect(granted(permissions[op]), `anonymous ${op} on ${slug}`).toBe(false)
      }
    }
    const editorAccess = await call('editor', 'GET', '/api/access')
    const editorCollections = editorAccess.body.collections as Record<string, Record<string, unknown>>
    expect(granted(editorCollections.users?.create)).toBe(false)
    expect(granted(editorCollections.pages?.update)).toBe(true)
    // verify: accounts are not verified by e-mail, so any token is a client error
    for (const role of ROLES) {
      const verify = await call(role, 'POST', '/api/users/verify/abc', {})
      expect(verify.status, `${role} verify`).toBeGreaterThanOrEqual(400)
      expect(verify.status, `${role} verify`).toBeLessThan(500)
    }
    // unlock: admins only
    for (const role of ROLES) {
      const unlock = await call(role, 'POST', '/api/users/unlock', { email: EDITOR_CREDENTIALS.email })
      expect(unlock.status, `${role} unlock`).toBe(role === 'admin' ? 200 : 403)
    }
    // forgot password: anyone may ask, nobody learns whether the address exists or gets a token
    const forgot = await call('anonymous', 'POST', '/api/users/forgot-password', {
      email: `nobody-${Date.now()}@arden-hale.example`,
    })
    expect([200, 429]).toContain(forgot.status)
    expect(forgot.text).not.toMatch(/token/i)
    // reset password with a made-up token changes nothing
    for (const role of ROLES) {
      const reset = await call(role, 'POST', '/api/users/reset-password', {
        token: 'made-up-token',
        password: 'Taken-over-2026!',
      })
      expect(reset.status, `${role} reset`).toBeGreaterThanOrEqual(400)
      expect(reset.status, `${role} reset`).toBeLessThan(500)
    }
    await signIn(EDITOR_CREDENTIALS)
    await signIn(ADMIN_CREDENTIALS)
  })

  test('drafts stay with editors: a visitor asking for ?draft=true gets the published document', async () => {
    const id = sample.get('regions')!
    const published = await call('admin', 'GET', `/api/regions/${id}?depth=0`)
    const title = (published.body as { title: string }).title
    const draftTitle = `Unpublished draft ${Date.now()}`
    const save = await call('editor', 'PATCH', `/api/regions/${id}?draft=true`, { title: draftTitle })
    expect(save.status).toBe(200)
    try {
      const seen = await call('anonymous', 'GET', `/api/regions/${id}?draft=true&depth=0`)
      expect(seen.status).toBe(200)
      expect(seen.text).not.toContain(draftTitle)
      const list = await call('anonymous', 'GET', `/api/regions?draft=true&limit=100&depth=0`)
      expect(list.text).not.toContain(draftTitle)
      const drafts = await call('anonymous', 'GET', '/api/regions?where[_status][equals]=draft&depth=0')
      expect(drafts.body.totalDocs).toBe(0)
      const gql = await graphql('anonymous', `{ Region(id: ${id}, draft: true) { title } }`)
      expect(gql.text).not.toContain(draftTitle)
      const editorView = await call('editor', 'GET', `/api/regions/${id}?draft=true&depth=0`)
      expect(editorView.text).toContain(draftTitle)
    } finally {
      expect((await call('editor', 'PATCH', `/api/regions/${id}`, { title, _status: 'published' })).status).toBe(200)
    }
  })
})

test.describe('GraphQL', () => {
  for (const c of COLLECTIONS) {
    test(`${c.slug}: who may read, write and delete`, async () => {
      if (c.graphql === null) {
        // not in the schema at all: no query reaches it
        for (const role of ROLES) {
          const probe = await graphql(role, `{ ${graphqlGuess(c.slug)} { docs { id } } }`)
          expect(probe.errors.join(' '), `${role} ${c.slug}`).toMatch(/Cannot query field|not allowed/i)
        }
        return
      }
      const [one, many] = c.graphql
      const id = sample.get(c.slug)!
      const idArg = typeof id === 'number' ? `${id}` : JSON.stringify(id)
      for (const role of ROLES) {
        const label = (op: string) => `${role} ${op} ${c.slug} (GraphQL)`
        const list = await graphql(role, `{ ${many}(limit: 5) { docs { id } } }`)
        if (passes(c.rules.read, role)) expect(list.errors, label('find')).toEqual([])
        else expect(list.errors.join(' '), label('find')).toMatch(NOT_ALLOWED)

        if (id !== MISSING_ID) {
          const byId = await graphql(role, `{ ${one}(id: ${idArg}) { id } }`)
          if (reaches(c.rules.read, role)) expect(byId.errors, label('findByID')).toEqual([])
          else expect(byId.errors.join(' '), label('findByID')).toMatch(REFUSED)

          const update = await graphql(role, `mutation { update${one}(id: ${idArg}, data: {}) { id } }`)
          if (reaches(c.rules.update, role)) expect(update.errors, label('update')).toEqual([])
          else expect(update.errors.join(' '), label('update')).toMatch(REFUSED)
        }

        const del = await graphql(role, `mutation { delete${one}(id: ${MISSING_ID}) { id } }`)
        // a rule that is a query (`own`) cannot tell a missing document from someone else's: refused too
        if (c.rules.delete === 'own' && role !== 'anonymous')
          expect(del.errors.join(' '), label('delete')).toMatch(REFUSED)
        else if (passes(c.rules.delete, role)) expect(del.errors.join(' '), label('delete')).toMatch(/not found/i)
        else expect(del.errors.join(' '), label('delete')).toMatch(NOT_ALLOWED)

        if (c.versions) {
          const versions = await graphql(role, `{ versions${many}(limit: 1) { docs { id } } }`)
          if (role === 'anonymous') expect(versions.errors.join(' '), label('versions')).toMatch(NOT_ALLOWED)
          else expect(versions.errors, label('versions')).toEqual([])
        }
      }
      // a stranger's create never stores anything, whatever the input's shape
      const count = async () => {
        const res = await call('admin', 'GET', `/api/${c.slug}?limit=1&depth=0`)
        return res.body.totalDocs
      }
      const before = await count()
      const create = await graphql('anonymous', `mutation { create${one}(data: {}) { id } }`)
      expect(create.errors.length, `anonymous create ${c.slug} (GraphQL)`).toBeGreaterThan(0)
      expect(await count()).toBe(before)
    })
  }

  test('globals, accounts and access', async () => {
    for (const role of ROLES) {
      const read = await graphql(role, '{ SiteSetting { updatedAt } }')
      expect(read.errors, `${role} reads site settings`).toEqual([])
      const update = await graphql(role, 'mutation { updateSiteSetting(data: {}) { updatedAt } }')
      if (role === 'anonymous') expect(update.errors.join(' ')).toMatch(NOT_ALLOWED)
      else expect(update.errors, `${role} updates site settings`).toEqual([])
      const unlock = await graphql(role, `mutation { unlockUser(email: "${EDITOR_CREDENTIALS.email}") }`)
      if (role === 'admin') expect(unlock.errors).toEqual([])
      else expect(unlock.errors.join(' '), `${role} unlock`).toMatch(NOT_ALLOWED)
      const reset = await graphql(
        role,
        'mutation { resetPasswordUser(token: "made-up", password: "Taken-over-2026!") { token } }',
      )
      expect(reset.errors.length, `${role} reset`).toBeGreaterThan(0)
      expect(reset.status).toBeLessThan(500)
    }
    const search = await graphql('anonymous', '{ SearchState { updatedAt } }')
    expect(search.errors.join(' ')).toMatch(/Cannot query field/)
    const me = await graphql('anonymous', '{ meUser { user { email } } }')
    expect(me.errors).toEqual([])
    expect(JSON.stringify(me.data)).not.toContain('@')
    const access = await graphql(
      'anonymous',
      '{ Access { pages { create { permission } update { permission } } users { create { permission } update { permission } } } }',
    )
    expect(access.errors).toEqual([])
    expect(JSON.stringify(access.data)).not.toContain('true')
    const anonymousWrite = await graphql(
      'anonymous',
      `mutation { updateUser(id: ${userIds.admin}, data: { password: "Taken-over-2026!" }) { email } }`,
    )
    expect(anonymousWrite.errors.join(' ')).toMatch(NOT_ALLOWED)
    await signIn(ADMIN_CREDENTIALS)
    expect(serverErrorRequests, `${serverErrors} of ${requests} requests answered 5xx`).toEqual([])
  })
})

/** The name a collection would have in the schema, to show that it is not there. */
function graphqlGuess(slug: string): string {
  return slug
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')
}
