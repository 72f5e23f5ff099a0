/**
 * What every log line goes through, as pino options shared by the app, the server and Payload:
 * fields that carry personal data or secrets are redacted whatever their nesting, long values are
 * cut, and the finished JSON line has the characters JSON leaves raw that a terminal or log viewer
 * would still act on (C1 controls, line/paragraph separators, bidi overrides) escaped as \uXXXX, so
 * a visitor's input can never forge a log line or hide one.
 */
import { stdSerializers, stdTimeFunctions, type LoggerOptions } from 'pino'

export type LogFields = Record<string, unknown>

const REDACTED_KEYS =
  /^(?:email|e-mail|phone|first_?name|last_?name|firstName|lastName|message|password|token|captcha_token|authorization|cookie|set-cookie|file_hash|linkedin|secret)$/i
const UNSAFE_CHARS = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const MAX_STRING = 2000

const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`

/** The finished line with every character JSON leaves raw but a terminal acts on escaped. */
export function escapeUnsafe(line: string): string {
  return line.replace(UNSAFE_CHARS, unicodeEscape)
}

function sanitizeError(error: Error, depth: number): LogFields {
  // pino's serializer keeps the cause chain and the error's own fields (Payload's status, data…);
  // the error's own message is not a visitor's message field, and operators need the stack (logs
  // only, never a response body)
  const { message, stack, ...rest } = stdSerializers.err(error)
  return {
    ...(sanitize(rest, depth) as LogFields),
    message: sanitize(message, depth + 1),
    stack: sanitize(stack, depth + 1),
  }
}

/** A copy of a logged value with personal data redacted, long strings cut and deep nesting elided. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return sanitizeError(value, depth)
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return value
  if (depth > 4) return '[nested]'
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => sanitize(v, depth + 1))
  const out: LogFields = {}
  for (const [key, v] of Object.entries(value)) {
    out[key] = REDACTED_KEYS.test(key) ? '[redacted]' : sanitize(v, depth + 1)
  }
  return out
}

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export function logLevel(wanted: string | undefined): LogLevel {
  const level = (wanted ?? 'info').toLowerCase()
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : 'info'
}

/** The pino options every logger of the project is built with. */
export function logOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    // the level by name and the time as ISO 8601: a line reads the same in a file as in a viewer
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => sanitize(fields) as LogFields,
    },
    timestamp: stdTimeFunctions.isoTime,
    base: { pid: process.pid },
    // the formatter above already serialized errors (before pino's serializers run, so redaction covers them)
    serializers: { err: (value: unknown) => value },
    hooks: { streamWrite: escapeUnsafe },
  }
}
