import { describe, expect, it } from 'vitest'
import { CV_MAX_BYTES } from '@/lib/constants'
import { checkDataUrl, cvProblemMessage, decodeDataUrl, readCvDataUrl, sniffCvType } from './cv-file'

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))
const dataUrl = (bytes: Uint8Array, type = 'application/pdf') =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`

/** A minimal stored-only ZIP writer (CRCs left 0: the sniffer does not read them). */
function zip(
  entries: { name: string; data: string; extra?: number }[],
  { central = true, descriptor = false } = {},
): Uint8Array {
  const out: number[] = []
  const u16 = (n: number) => out.push(n & 0xff, (n >> 8) & 0xff)
  const u32 = (n: number) => {
    u16(n & 0xffff)
    u16(n >>> 16)
  }
  const offsets: number[] = []
  for (const e of entries) {
    offsets.push(out.length)
    u32(0x04034b50)
    u16(20)
    u16(descriptor ? 8 : 0)
    u16(0)
    u32(0)
    u32(0)
    u32(descriptor ? 0 : e.data.length)
    u32(descriptor ? 0 : e.data.length)
    u16(e.name.length)
    u16(e.extra ?? 0)
    out.push(...ascii(e.name), ...new Array<number>(e.extra ?? 0).fill(0), ...ascii(e.data))
  }
  if (central) {
    const start = out.length
    entries.forEach((e, i) => {
      u32(0x02014b50)
      u16(20)
      u16(20)
      u16(0)
      u16(0)
      u32(0)
      u32(0)
      u32(e.data.length)
      u32(e.data.length)
      u16(e.name.length)
      u16(0)
      u16(0)
      u16(0)
      u16(0)
      u32(0)
      u32(offsets[i] as number)
      out.push(...ascii(e.name))
    })
    const size = out.length - start
    u32(0x06054b50)
    u16(0)
    u16(0)
    u16(entries.length)
    u16(entries.length)
    u32(size)
    u32(start)
    u16(0)
  }
  return Uint8Array.from(out)
}

const ODT_MIME = 'application/vnd.oasis.opendocument.text'

describe('decodeDataUrl', () => {
  it('round-trips every byte value and every padding length', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    for (let n = 1; n <= 12; n++) {
      const bytes = all.subarray(250 - n, 250)
      expect(decodeDataUrl(dataUrl(bytes))).toEqual({ mediaType: 'application/pdf', bytes: Uint8Array.from(bytes) })
    }
    expect(decodeDataUrl(dataUrl(all))?.bytes).toEqual(all)
  })

  it('reads the media type (lower-cased) and allows parameters before ;base64', () => {
    const url = `data:Application/PDF;name=cv.pdf;base64,${btoa('%PDF-1.7')}`
    expect(decodeDataUrl(url)?.mediaType).toBe('application/pdf')
    expect(decodeDataUrl(`data:;base64,${btoa('x')}`)?.mediaType).toBe('')
  })

  it.each([
    ['not a data URL', 'https://example.com/cv.pdf'],
    ['no base64 marker', 'data:text/plain,hello'],
    ['no comma', 'data:application/pdf;base64'],
    ['missing padding', 'data:application/pdf;base64,QQ'],
    ['whitespace in payload', 'data:application/pdf;base64,QU FB'],
    ['line break in payload', 'data:application/pdf;base64,QUFB\nQUFB'],
    ['URL-safe alphabet', 'data:application/pdf;base64,-_-_'],
    ['padding in the middle', 'data:application/pdf;base64,QQ==QUFB'],
    ['three padding characters', 'data:application/pdf;base64,Q==='],
    ['non-ASCII character', 'data:application/pdf;base64,QUF\u00e9'],
    ['bad media type', 'data:application pdf;base64,QUFB'],
    ['bad parameter', 'data:application/pdf;x;base64,QUFB'],
    ['empty payload', 'data:application/pdf;base64,'],
    ['empty string', ''],
  ])('rejects %s', (_, url) => {
    expect(decodeDataUrl(url)).toBeNull()
  })

  it('rejects more than maxBytes and accepts exactly maxBytes', () => {
    expect(decodeDataUrl(dataUrl(new Uint8Array(10)), 9)).toBeNull()
    expect(decodeDataUrl(dataUrl(new Uint8Array(10)), 10)?.bytes.length).toBe(10)
  })
})

describe('checkDataUrl', () => {
  it('computes the size from the length, before scanning the payload', () => {
    // Invalid characters everywhere, but too large is known without reading them.
    const huge = 'data:application/pdf;base64,' + '*'.repeat(8 * 1024 * 1024)
    expect(checkDataUrl(huge)).toEqual({ ok: false, problem: 'too-large' })
  })

  it('allows exactly 5 MB and refuses one byte more (requirements §9 CV size limit)', () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024)
    const prefix = 'data:application/pdf;base64,'
    // 5 242 880 = 3 × 1 747 626 + 2: 1 747 627 quads, the last one padded with one "=".
    const exact = prefix + 'A'.repeat(1_747_627 * 4 - 1) + '='
    expect(checkDataUrl(exact)).toMatchObject({ ok: true, byteLength: CV_MAX_BYTES })
    const over = prefix + 'A'.repeat(1_747_627 * 4)
    expect(checkDataUrl(over)).toEqual({ ok: false, problem: 'too-large' })
  })

  it('tells empty from invalid', () => {
    expect(checkDataUrl('')).toEqual({ ok: false, problem: 'empty' })
    expect(checkDataUrl('data:application/pdf;base64,')).toEqual({ ok: false, problem: 'empty' })
    expect(checkDataUrl('data:application/pdf;base64,@@@@')).toEqual({ ok: false, problem: 'invalid' })
  })
})

describe('sniffCvType', () => {
  it('recognises PDF by %PDF-', () => {
    expect(sniffCvType(ascii('%PDF-1.7\n...'))).toBe('pdf')
    expect(sniffCvType(ascii('%PDF'))).toBeNull()
  })

  it('recognises DOC by the OLE2 signature', () => {
    expect(sniffCvType(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc')
    expect(sniffCvType(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a]))).toBeNull()
  })

  it('recognises RTF by {\\rtf', () => {
    expect(sniffCvType(ascii('{\\rtf1\\ansi Hello}'))).toBe('rtf')
    expect(sniffCvType(ascii('{rtf1'))).toBeNull()
  })

  it('recognises DOCX as a ZIP with a word/ entry, from the central directory', () => {
    const docx = zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: '_rels/.rels', data: '<Relationships/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ])
    expect(sniffCvType(docx)).toBe('docx')
  })

  it('recognises DOCX from local headers when the central directory is missing', () => {
    const docx = zip(
      [
        { name: '[Content_Types].xml', data: '<Types/>', extra: 4 },
        { name: 'word/document.xml', data: '<w:document/>' },
      ],
      { central: false },
    )
    expect(sniffCvType(docx)).toBe('docx')
  })

  it('does not call other ZIPs DOCX (spreadsheets, plain archives, word/ only in content)', () => {
    expect(sniffCvType(zip([{ name: 'xl/workbook.xml', data: 'word/' }]))).toBeNull()
    expect(sniffCvType(zip([{ name: 'a.txt', data: 'hello' }]))).toBeNull()
    expect(sniffCvType(zip([{ name: 'notword/document.xml', data: '' }]))).toBeNull()
  })

  it('recognises ODT by a first "mimetype" entry holding the text media type', () => {
    const odt = zip([
      { name: 'mimetype', data: ODT_MIME },
      { name: 'content.xml', data: '<office:document-content/>' },
    ])
    expect(sniffCvType(odt)).toBe('odt')
    expect(sniffCvType(zip([{ name: 'mimetype', data: ODT_MIME }], { central: false, descriptor: true }))).toBe('odt')
  })

  it('does not call other OpenDocument files ODT', () => {
    expect(sniffCvType(zip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' }]))).toBeNull()
    expect(sniffCvType(zip([{ name: 'mimetype', data: `${ODT_MIME}-template` }]))).toBeNull()
    expect(
      sniffCvType(
        zip([
          { name: 'content.xml', data: '' },
          { name: 'mimetype', data: ODT_MIME },
        ]),
      ),
    ).toBeNull()
  })

  it('returns null for anything else, including empty and truncated input', () => {
    expect(sniffCvType(new Uint8Array())).toBeNull()
    expect(sniffCvType(ascii('PK\u0003'))).toBeNull()
    expect(sniffCvType(ascii('PK\u0003\u0004'))).toBeNull()
    expect(sniffCvType(ascii('<html><body>CV</body></html>'))).toBeNull()
    expect(sniffCvType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull()
  })

  it('survives a corrupt central directory pointing past the end', () => {
    const docx = zip([{ name: 'word/document.xml', data: 'x' }])
    const view = new DataView(docx.buffer)
    view.setUint32(docx.length - 6, 0xfffffff0, true) // central directory offset
    view.setUint16(docx.length - 12, 0xffff, true) // entry count
    expect(sniffCvType(docx)).toBe('docx') // falls back to local headers
  })
})

describe('readCvDataUrl', () => {
  it('decodes and types an accepted CV', () => {
    const result = readCvDataUrl(dataUrl(ascii('%PDF-1.4 cv')))
    expect(result).toMatchObject({ ok: true, mediaType: 'application/pdf', type: 'pdf' })
  })

  it('reports missing, empty, invalid, too large and unsupported', () => {
    expect(readCvDataUrl(undefined)).toEqual({ ok: false, problem: 'missing' })
    expect(readCvDataUrl('')).toEqual({ ok: false, problem: 'empty' })
    expect(readCvDataUrl('data:application/pdf;base64,%%%%')).toEqual({ ok: false, problem: 'invalid' })
    expect(readCvDataUrl(dataUrl(ascii('%PDF-1.4 cv')), 4)).toEqual({ ok: false, problem: 'too-large' })
    expect(readCvDataUrl(dataUrl(ascii('MZ executable'), 'application/pdf'))).toEqual({
      ok: false,
      problem: 'unsupported',
    })
  })

  it('maps problems to the spec messages', () => {
    expect(cvProblemMessage('missing')).toBe('Please upload your CV.')
    expect(cvProblemMessage('empty')).toBe('Please upload your CV.')
    expect(cvProblemMessage('too-large')).toBe('Uploaded CV is too large. Please select file under 5mb.')
    expect(cvProblemMessage('invalid')).toBe('This field is not valid.')
    expect(cvProblemMessage('unsupported')).toBe('This field is not valid.')
  })
})
