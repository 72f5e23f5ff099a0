import pg from 'pg'

/**
 * Creates the scale checks' PostgreSQL database when it is missing, so a fresh machine (CI) needs no
 * setup. Connects to the server's `postgres` database to do it; true when it was created.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!name) throw new Error(`no database name in ${url}`)
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount) return false
    // CREATE DATABASE takes no bind parameters
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
    return true
  } finally {
    await client.end()
  }
}
