import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { solveChallenge } from 'altcha-lib/v1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerEnv } from '@/lib/env'
import { newChallenge, verifyAltcha } from './altcha.server'
import { verifyCaptcha } from './verify.server'

const SECRET = 'captcha-test-secret'

async function solvedToken(secret = SECRET): Promise<string> {
  const challenge = await newChallenge(secret)
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise
  const payload = { ...challenge, number: solution!.number }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

describe('altcha (self-hosted proof of work)', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const token = await solvedToken()
    expect(await verifyAltcha(token, SECRET)).toBe(true)
    expect(await verifyAltcha(token, SECRET)).toBe(false)
  })
  it('refuses a challenge signed with another key', async () => {
    expect(await verifyAltcha(await solvedToken('other'), SECRET)).toBe(false)
  })
  it('refuses garbage', async () => {
    expect(await verifyAltcha('not-base64-json', SECRET)).toBe(false)
    expect(await verifyAltcha('x'.repeat(5000), SECRET)).toBe(false)
  })
})

describe('recaptcha v3 against a local verify endpoint', () => {
  let server: Server
  let url: string
  const answers: Record<string, object> = {
    good: { success: true, score: 0.9, action: 'checkcaptcha' },
    low: { success: true, score: 0.1, action: 'checkcaptcha' },
    wrongAction: { success: true, score: 0.9, action: 'login' },
    bad: { success: false, 'error-codes': ['invalid-input-response'] },
  }
  const seen: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const params = new URLSearchParams(body)
        seen.push(`${params.get('secret')}:${params.get('response')}`)
        if (params.get('response') === 'down') {
          res.writeHead(502).end()
          return
        }
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(answers[params.get('response') ?? ''] ?? answers.bad))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  const env = () =>
    parseServerEnv({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 's3',
      RECAPTCHA_VERIFY_URL: url,
      RECAPTCHA_MIN_SCORE: '0.5',
    })

  it('passes a good token with action checkcaptcha and sends our secret', async () => {
    expect(await verifyCaptcha('good', env())).toBe('passed')
    expect(seen).toContain('s3:good')
  })
  it.each(['low', 'wrongAction', 'bad'])('fails %s', async (token) => {
    expect(await verifyCaptcha(token, env())).toBe('failed')
  })
  it('reports the provider being unavailable', async () => {
    expect(await verifyCaptcha('down', env())).toBe('unavailable')
  })
  it('fails a missing token without asking the provider', async () => {
    const before = seen.length
    expect(await verifyCaptcha(undefined, env())).toBe('failed')
    expect(seen.length).toBe(before)
  })
})
