/**
 * CV files travel as data URLs (requirements §3 `file_hash`). These helpers check and decode them without
 * Buffer or other Node-only APIs, so the same code runs in the browser and on the server, and
 * recognise the accepted document types by their leading bytes rather than trusting the media type.
 */
import { CV_MAX_BYTES } from '@/lib/constants'
import { MESSAGES } from './messages'

/**
 * The accepted CV document types: the extension the stored file gets, and the media types that
 * name it (the first is the one it is stored under). sniffCvType recognises exactly these; the
 * file input, the forms API and the CV collection all read this table.
 */
export const CV_TYPES = {
  pdf: { extension: 'pdf', mimeTypes: ['application/pdf'] },
  doc: { extension: 'doc', mimeTypes: ['application/msword'] },
  docx: { extension: 'docx', mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  rtf: { extension: 'rtf', mimeTypes: ['application/rtf', 'text/rtf'] },
  odt: { extension: 'odt', mimeTypes: ['application/vnd.oasis.opendocument.text'] },
} as const satisfies Record<string, { extension: string; mimeTypes: readonly [string, ...string[]] }>

export type CvType = keyof typeof CV_TYPES

const CV_TYPE_LIST = Object.values(CV_TYPES)

/** Every media type of an accepted CV. */
export const CV_MIME_TYPES: readonly string[] = CV_TYPE_LIST.flatMap((t) => t.mimeTypes)

/** For the file input's `accept` attribute: the types sniffCvType recognises. */
export const CV_ACCEPT = [...CV_TYPE_LIST.map((t) => `.${t.extension}`), ...CV_MIME_TYPES].join(',')

/** The media type a CV of this type is stored under. */
export function mimeForCvType(type: CvType): string {
  return CV_TYPES[type].mimeTypes[0]
}

/** `type/subtype` with RFC 6838 name characters; shared with the `file_ext` field rule. */
export const MEDIA_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i

export type CvProblem = 'missing' | 'empty' | 'invalid' | 'too-large' | 'unsupported'

export type DataUrlCheck =
  | { ok: true; mediaType: string; byteLength: number; payloadStart: number }
  | { ok: false; problem: Exclude<CvProblem, 'missing' | 'unsupported'> }

// Header ("data:" + media type + parameters + ";base64") is short; never scan a huge string for it.
const HEADER_MAX = 512
const PARAM_PATTERN = /^[a-z0-9!#$&^_.+-]+=[^;,\s]*$/i

// Base64 alphabet → value, -1 for anything else. Built once; used for validation and decoding.
const BASE64_VALUES = new Int16Array(128).fill(-1)
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  .split('')
  .forEach((c, i) => (BASE64_VALUES[c.charCodeAt(0)] = i))

function base64Value(code: number): number {
  return code < 128 ? (BASE64_VALUES[code] ?? -1) : -1
}

/**
 * Checks a `data:[type][;param=value]*;base64,<payload>` string. The decoded size is computed from
 * the payload length before anything else, so an oversized string is rejected without a scan.
 */
export function checkDataUrl(value: string, maxBytes: number = CV_MAX_BYTES): DataUrlCheck {
  if (value === '') return { ok: false, problem: 'empty' }
  if (value.slice(0, 5).toLowerCase() !== 'data:') return { ok: false, problem: 'invalid' }
  const comma = value.slice(0, HEADER_MAX).indexOf(',')
  if (comma < 0) return { ok: false, problem: 'invalid' }
  const params = value.slice(5, comma).split(';')
  if (params.pop()?.toLowerCase() !== 'base64') return { ok: false, problem: 'invalid' }
  const mediaType = (params.shift() ?? '').toLowerCase()
  if (mediaType !== '' && !MEDIA_TYPE_PATTERN.test(mediaType)) return { ok: false, problem: 'invalid' }
  if (!params.every((p) => PARAM_PATTERN.test(p))) return { ok: false, problem: 'invalid' }

  const payloadStart = comma + 1
  const payloadLength = value.length - payloadStart
  if (payloadLength === 0) return { ok: false, problem: 'empty' }
  if (payloadLength % 4 !== 0) return { ok: false, problem: 'invalid' }
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0
  const byteLength = (payloadLength / 4) * 3 - padding
  if (byteLength > maxBytes) return { ok: false, problem: 'too-large' }

  for (let i = payloadStart, end = value.length - padding; i < end; i++) {
    if (base64Value(value.charCodeAt(i)) < 0) return { ok: false, problem: 'invalid' }
  }
  if (byteLength === 0) return { ok: false, problem: 'empty' }
  return { ok: true, mediaType, byteLength, payloadStart }
}

/** Strict data-URL decoding (base64 only, padded, no whitespace); null when invalid or over maxBytes. */
export function decodeDataUrl(
  value: string,
  maxBytes: number = CV_MAX_BYTES,
): { mediaType: string; bytes: Uint8Array } | null {
  const check = checkDataUrl(value, maxBytes)
  return check.ok ? { mediaType: check.mediaType, bytes: decodeChecked(value, check) } : null
}

function decodeChecked(value: string, check: Extract<DataUrlCheck, { ok: true }>): Uint8Array {
  const bytes = new Uint8Array(check.byteLength)
  const v = (i: number) => BASE64_VALUES[value.charCodeAt(i)] as number
  // Whole quads first (characters already validated), then the padded tail: no per-byte branches.
  const fullQuadsEnd = value.length - (check.byteLength % 3 === 0 ? 0 : 4)
  let out = 0
  let i = check.payloadStart
  for (; i < fullQuadsEnd; i += 4) {
    const n = (v(i) << 18) | (v(i + 1) << 12) | (v(i + 2) << 6) | v(i + 3)
    bytes[out++] = n >> 16
    bytes[out++] = (n >> 8) & 0xff
    bytes[out++] = n & 0xff
  }
  const remaining = bytes.length - out // 0, or 1 or 2 bytes in a padded last quad
  if (remaining > 0) {
    const n = (v(i) << 18) | (v(i + 1) << 12) | (remaining === 2 ? v(i + 2) << 6 : 0)
    bytes[out++] = n >> 16
    if (remaining === 2) bytes[out++] = (n >> 8) & 0xff
  }
  return bytes
}

// ---- type sniffing --------------------------------------------------------------------------

const ODT_MIMETYPE = CV_TYPES.odt.mimeTypes[0]
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL = 0x04034b50
const ZIP_CENTRAL = 0x02014b50
const ZIP_END = 0x06054b50
const ZIP_MAX_ENTRIES = 10_000

function startsWith(bytes: Uint8Array, prefix: readonly number[] | string, at = 0): boolean {
  const length = prefix.length
  if (at + length > bytes.length) return false
  for (let i = 0; i < length; i++) {
    const expected = typeof prefix === 'string' ? prefix.charCodeAt(i) : prefix[i]
    if (bytes[at + i] !== expected) return false
  }
  return true
}

function u16(b: Uint8Array, at: number): number {
  return at + 2 <= b.length ? (b[at] as number) | ((b[at + 1] as number) << 8) : -1
}

function u32(b: Uint8Array, at: number): number {
  return at + 4 <= b.length ? (u16(b, at) + u16(b, at + 2) * 0x10000) >>> 0 : -1
}

// Entry names are compared by short ASCII prefixes only, so decode at most 64 bytes, byte per char.
function latin1(b: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...b.subarray(at, Math.min(b.length, at + Math.min(length, 64))))
}

/** Entry names from the central directory; falls back to walking local headers if it is missing. */
function zipEntryNames(b: Uint8Array): string[] {
  const names: string[] = []
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (u32(b, i) !== ZIP_END) continue
    let p = u32(b, i + 16)
    const count = Math.min(u16(b, i + 10), ZIP_MAX_ENTRIES)
    for (let k = 0; k < count && u32(b, p) === ZIP_CENTRAL; k++) {
      const nameLength = u16(b, p + 28)
      names.push(latin1(b, p + 46, nameLength))
      p += 46 + nameLength + u16(b, p + 30) + u16(b, p + 32)
    }
    if (names.length > 0) return names
    break
  }
  let p = 0
  while (names.length < ZIP_MAX_ENTRIES && u32(b, p) === ZIP_LOCAL) {
    const nameLength = u16(b, p + 26)
    names.push(latin1(b, p + 30, nameLength))
    // Bit 3: sizes follow the data, so the next header cannot be located from here.
    if (u16(b, p + 6) & 0x08) break
    p += 30 + nameLength + u16(b, p + 28) + u32(b, p + 18)
  }
  return names
}

/** ODF requires "mimetype" as the first, uncompressed entry, holding exactly the media type. */
function isOdt(b: Uint8Array): boolean {
  const nameLength = u16(b, 26)
  if (nameLength !== 8 || !startsWith(b, 'mimetype', 30)) return false
  const data = 30 + nameLength + u16(b, 28)
  if (!startsWith(b, ODT_MIMETYPE, data)) return false
  // The exact length rules out longer types ("...text-template", "...text-master"). With a data
  // descriptor (flag bit 3) the header holds no size, so look at the next byte instead.
  if ((u16(b, 6) & 0x08) === 0) return u32(b, 18) === ODT_MIMETYPE.length
  return b[data + ODT_MIMETYPE.length] !== '-'.charCodeAt(0)
}

/** The CV's document type by its magic bytes, or null when it is none of the accepted types. */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf'
  if (startsWith(bytes, '{\\rtf')) return 'rtf'
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'doc'
  if (u32(bytes, 0) === ZIP_LOCAL) {
    if (isOdt(bytes)) return 'odt'
    if (zipEntryNames(bytes).some((name) => name.startsWith('word/'))) return 'docx'
  }
  return null
}

export type CvReadResult =
  { ok: true; mediaType: string; bytes: Uint8Array; type: CvType } | { ok: false; problem: CvProblem }

/** Everything the server needs before storing a CV: size, decoding and type, in one call. */
export function readCvDataUrl(value: string | null | undefined, maxBytes: number = CV_MAX_BYTES): CvReadResult {
  if (value == null) return { ok: false, problem: 'missing' }
  const check = checkDataUrl(value, maxBytes)
  if (!check.ok) return check
  const bytes = decodeChecked(value, check)
  const type = sniffCvType(bytes)
  return type ? { ok: true, mediaType: check.mediaType, bytes, type } : { ok: false, problem: 'unsupported' }
}

/** One mapping from CV problem to message, for the data-URL rule, the file rule and the API. */
export function cvProblemMessage(problem: CvProblem): string {
  switch (problem) {
    case 'missing':
    case 'empty':
      return MESSAGES.cvRequired
    case 'too-large':
      return MESSAGES.cvTooLarge
    case 'invalid':
    case 'unsupported':
      return MESSAGES.fieldInvalid
  }
}
