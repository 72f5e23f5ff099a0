/** Valid request bodies per topic (requirements §3 shapes) and CV fixtures with real magic bytes. */
const PDF_HEAD = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'
const PDF_TAIL = 'xref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n'
export const PDF_BYTES = Buffer.from(PDF_HEAD + PDF_TAIL)

/** A structurally plausible PDF (header, xref, EOF marker) padded to exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const buf = Buffer.alloc(size, 0x20)
  buf.write(PDF_HEAD, 0, 'latin1')
  buf.write(PDF_TAIL, size - PDF_TAIL.length, 'latin1')
  return buf
}

export const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`

const person = { gdpr: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@analytical.example' }

export function candidateBody(officeId: number, extra: Record<string, unknown> = {}) {
  return {
    ...person,
    email: 'ada.lovelace@gmail.com',
    message: 'I would like to be considered for board roles.',
    office_id: officeId,
    linkedin: 'https://www.linkedin.com/in/ada-lovelace',
    file_hash: dataUrl(PDF_BYTES),
    file_ext: 'application/pdf',
    ...extra,
  }
}

export function clientBody(extra: Record<string, unknown> = {}) {
  return {
    ...person,
    message: 'We are looking for a new CFO.',
    company: 'Analytical Engines Ltd',
    phone: '+44 20 7946 0000',
    job_title: 'Chair',
    privacy_policy: 1,
    ...extra,
  }
}

export function leadershipBody(extra: Record<string, unknown> = {}) {
  return clientBody({
    hiring_position: 'Chief Financial Officer',
    position_country: 'United Kingdom',
    position_city: 'London',
    message: 'Urgent search.',
    ...extra,
  })
}
