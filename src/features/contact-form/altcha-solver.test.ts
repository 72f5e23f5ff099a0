import { createHash } from 'node:crypto'
import { verifySolution } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'
import { altchaKey, newChallenge } from '@/features/captcha/altcha.server'
import { encodeAltchaToken, sha256Hex, solveAltcha } from './altcha-solver'

const node = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    'a'.repeat(55),
    'a'.repeat(56),
    'a'.repeat(64),
    'a'.repeat(200),
    'salt?expires=1700000000123',
    'é€😀',
  ])('matches node:crypto for %j', (input) => {
    expect(sha256Hex(input)).toBe(node(input))
  })
  it('matches the FIPS 180-4 test vector', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('solveAltcha', () => {
  it('solves a challenge of the server so that the server accepts the token', async () => {
    const secret = 'solver-test-secret'
    const challenge = await newChallenge(secret)
    const number = await solveAltcha(challenge)
    expect(number).not.toBeNull()
    const token = encodeAltchaToken(challenge, number!)
    expect(await verifySolution(token, altchaKey(secret), true)).toBe(true)
  })
  it('gives null when no number in range solves it', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'f'.repeat(64), maxnumber: 10, salt: 's', signature: 'x' }
    expect(await solveAltcha(challenge)).toBeNull()
  })
  it('refuses other algorithms', async () => {
    const challenge = { algorithm: 'SHA-1', challenge: 'x', maxnumber: 10, salt: 's', signature: 'x' }
    await expect(solveAltcha(challenge)).rejects.toThrow(/Unsupported/)
  })
})
