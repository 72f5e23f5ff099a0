/**
 * What a submitted text may hold, beyond its length: shared by the browser and the API through the
 * field rules. Plain regular expressions (no String.prototype.isWellFormed), so older browsers run
 * the same checks.
 */

/** Half of a UTF-16 surrogate pair without its other half: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Unicode noncharacters: reserved for a program's own use, never text. */
const NONCHARACTER = /[\uFDD0-\uFDEF\uFFFE\uFFFF]/

/** C0/C1 controls, DEL, the line/paragraph separators and the bidi embedding, override and isolate
 * controls (which can make a name display as something else in the admin or an e-mail). */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
/** The same, but a message may hold line feeds and tabs. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/**
 * Characters that draw nothing (zero-width spaces, soft hyphens, word joiners, Hangul fillers, tag
 * characters, BOMs…): Unicode's Default_Ignorable_Code_Point set. Removed, except the joiners and
 * variation selectors that shape visible letters and emoji, and the bidi controls, which are refused.
 */
const INVISIBLE = /(?![\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}\u202a-\u202e\u2066-\u2069])\p{DI}/gu
/** Nothing a reader would see: spaces, invisible characters and the blank braille pattern. */
const BLANK = /^[\p{White_Space}\p{DI}\u2800]*$/u

/** Well-formed Unicode: no lone surrogate, no noncharacter. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !NONCHARACTER.test(value)
}

/** No control characters (a message may keep line feeds and tabs). */
export function hasOnlyTextCharacters(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value)
}

/**
 * The value as stored: one line-break form, invisible characters removed, composed (NFC) and trimmed.
 * A value with nothing visible is empty, so a name of zero-width spaces is "required", not a name.
 */
export function cleanText(value: string, multiline = false): string {
  const text = (multiline ? value.replace(/\r\n/g, '\n') : value).replace(INVISIBLE, '')
  return BLANK.test(text) ? '' : text.normalize('NFC').trim()
}

/**
 * Tracking data (the page's query string) is never a reason to refuse a lead: broken characters
 * become U+FFFD, controls and invisible characters go, and a value over `max` is cut at a character
 * boundary. `cutFrom` is the original length when it was cut.
 */
export function cleanTrackingText(value: string, max: number): { value: string; cutFrom?: number } {
  const text = value
    .replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd')
    .replace(new RegExp(SINGLE_LINE_FORBIDDEN, 'g'), '')
    .replace(INVISIBLE, '')
    .trim()
  if (text.length <= max) return { value: text }
  // a pair split at the limit would leave a lone surrogate
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max
  return { value: text.slice(0, end), cutFrom: value.length }
}
