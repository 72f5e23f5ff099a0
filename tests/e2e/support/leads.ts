import { solveChallenge } from 'altcha-lib/v1'
import { newChallenge } from '../../../src/features/captcha/altcha.server'
import { E2E } from './env'

/** Solves a real altcha challenge signed with the e2e server's secret, as a browser would. */
export async function captchaToken(): Promise<string> {
  const c = await newChallenge(E2E.env.PAYLOAD_SECRET!)
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise
  return Buffer.from(JSON.stringify({ ...c, number: s!.number })).toString('base64')
}

const PDF_HEAD = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'
const PDF_TAIL = 'xref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n'

export function pdfBytes(size = 2048): Buffer {
  const buf = Buffer.alloc(Math.max(size, PDF_HEAD.length + PDF_TAIL.length), 0x20)
  buf.write(PDF_HEAD, 0, 'latin1')
  buf.write(PDF_TAIL, buf.length - PDF_TAIL.length, 'latin1')
  return buf
}
