/**
 * Browser side of the self-hosted proof-of-work captcha (altcha v1, docs/architecture.md#decisions): find the number n
 * in 0..maxnumber with sha256(salt + n) === challenge and send the challenge back with it.
 *
 * SHA-256 is written out here rather than taken from crypto.subtle: subtle exists only in secure
 * contexts, and one promise per hash makes tens of thousands of tiny hashes slow. A synchronous
 * hash of a ~40-byte string costs about a microsecond.
 */

/** The challenge as GET /api/v1/captcha/challenge returns it. */
export type AltchaChallenge = {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

export type AltchaPayload = AltchaChallenge & { number: number }

// First 32 bits of the fractional parts of the square roots (H) and cube roots (K) of the first
// primes, as FIPS 180-4 defines them. Computed once instead of spelled out; a test pins them.
const PRIMES: number[] = []
for (let n = 2; PRIMES.length < 64; n++) if (PRIMES.every((p) => n % p !== 0)) PRIMES.push(n)
const fraction32 = (x: number) => ((x - Math.floor(x)) * 0x100000000) >>> 0
const H0 = Uint32Array.from(PRIMES.slice(0, 8), (p) => fraction32(Math.sqrt(p)))
const K = Uint32Array.from(PRIMES, (p) => fraction32(Math.cbrt(p)))

const encoder = new TextEncoder()
const W = new Uint32Array(64)

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** SHA-256 of a string's UTF-8 bytes, as lowercase hex. */
export function sha256Hex(message: string): string {
  const bytes = encoder.encode(message)
  const blocks = (bytes.length + 9 + 63) >> 6
  const words = new Uint32Array(blocks * 16)
  for (let i = 0; i < bytes.length; i++) words[i >> 2]! |= bytes[i]! << (24 - (i & 3) * 8)
  words[bytes.length >> 2]! |= 0x80 << (24 - (bytes.length & 3) * 8)
  const bits = bytes.length * 8
  words[blocks * 16 - 2] = Math.floor(bits / 0x100000000)
  words[blocks * 16 - 1] = bits >>> 0

  const h = Uint32Array.from(H0)
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) W[t] = words[block * 16 + t]!
    for (let t = 16; t < 64; t++) {
      const w15 = W[t - 15]!
      const w2 = W[t - 2]!
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3)
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10)
      W[t] = (W[t - 16]! + s0 + W[t - 7]! + s1) | 0
    }
    let a = h[0]!
    let b = h[1]!
    let c = h[2]!
    let d = h[3]!
    let e = h[4]!
    let f = h[5]!
    let g = h[6]!
    let hh = h[7]!
    for (let t = 0; t < 64; t++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + W[t]!) | 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      hh = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    h[0] = h[0]! + a
    h[1] = h[1]! + b
    h[2] = h[2]! + c
    h[3] = h[3]! + d
    h[4] = h[4]! + e
    h[5] = h[5]! + f
    h[6] = h[6]! + g
    h[7] = h[7]! + hh
  }
  let hex = ''
  for (const word of h) hex += word.toString(16).padStart(8, '0')
  return hex
}

/** Above altcha's own default, so a server raising its limit does not break old pages at once. */
const DEFAULT_MAX_NUMBER = 1_000_000
// Hand the main thread back between slices, so typing and the spinner never stall.
const SLICE = 4000

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The number solving the challenge, or null if none in range does (a challenge we cannot solve). */
export async function solveAltcha(challenge: AltchaChallenge, signal?: AbortSignal): Promise<number | null> {
  if (challenge.algorithm.toUpperCase() !== 'SHA-256') {
    throw new Error(`Unsupported captcha algorithm: ${challenge.algorithm}`)
  }
  const target = challenge.challenge.toLowerCase()
  const max = Math.min(challenge.maxnumber ?? DEFAULT_MAX_NUMBER, 10 * DEFAULT_MAX_NUMBER)
  for (let n = 0; n <= max; n++) {
    if (sha256Hex(challenge.salt + n) === target) return n
    if (n % SLICE === SLICE - 1) {
      await nextTask()
      signal?.throwIfAborted()
    }
  }
  return null
}

/** The `captcha_token` the forms API expects: base64 of the challenge plus its solution. */
export function encodeAltchaToken(challenge: AltchaChallenge, number: number): string {
  const payload: AltchaPayload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  }
  // The challenge is ASCII (hex, algorithm name, "?expires=…"), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify(payload))
}
