import { solveChallenge } from 'altcha-lib/v1'
import { newChallenge } from '@/features/captcha/altcha.server'

/** Solves a real altcha challenge, as the visitor's browser does. */
export async function altchaToken(secret: string): Promise<string> {
  const challenge = await newChallenge(secret)
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64')
}
