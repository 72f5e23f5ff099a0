import { spawn } from 'node:child_process'
import { expect, test } from './support/test'
import { E2E } from './support/env'

test('a production server without PAYLOAD_SECRET refuses to start and names it', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...E2E.env, PORT: '3199' }
  delete env.PAYLOAD_SECRET
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/node-hooks/server-only.mjs', 'src/server/main.ts'],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (d) => (output += String(d)))
  child.stderr.on('data', (d) => (output += String(d)))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 30_000)
    child.on('exit', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(output).toContain('Missing required environment variable in production: PAYLOAD_SECRET')
})
