/**
 * Structured logs: one JSON object per line on stdout (stderr for warn/error), with a request id
 * when there is one. Values are JSON-escaped, and the characters JSON leaves raw that a terminal or
 * log viewer would still act on (C1 controls, line/paragraph separators, bidi overrides) are
 * escaped as \uXXXX too, so a visitor's input can never forge a log line or hide one.
 * Fields that carry personal data or secrets are redacted whatever their nesting.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }
const REDACTED_KEYS =
  /^(?:email|e-mail|phone|first_?name|last_?name|firstName|lastName|message|password|token|captcha_token|authorization|cookie|set-cookie|file_hash|linkedin|secret)$/i
const UNSAFE_CHARS = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const MAX_STRING = 2000

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? 'info').toLowerCase() as LogLevel
  return LEVELS[wanted] ?? LEVELS.info
}

function describeError(error: Error): LogFields {
  // the stack stays in the log (operators need it) and never reaches a response body
  return { name: error.name, message: error.message, stack: error.stack }
}

function sanitize(value: unknown, depth = 0): unknown {
  // an error's own message is not a visitor's message field: keep it
  if (value instanceof Error) {
    const { name, message, stack } = describeError(value)
    return { name, message: sanitize(message, depth + 1), stack: sanitize(stack, depth + 1) }
  }
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

/** One log line, escaped so no value can break out of it. Exported for tests. */
export function formatLogLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const record = { time: new Date().toISOString(), level, msg, ...(sanitize(fields) as LogFields) }
  return JSON.stringify(record).replace(UNSAFE_CHARS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export type Logger = {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
  child(fields: LogFields): Logger
}

export function createLogger(base: LogFields = {}): Logger {
  const write = (level: LogLevel) => (msg: string, fields?: LogFields) => {
    if (LEVELS[level] < threshold()) return
    const line = formatLogLine(level, msg, { ...base, ...fields }) + '\n'
    if (LEVELS[level] >= LEVELS.warn) process.stderr.write(line)
    else process.stdout.write(line)
  }
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (fields) => createLogger({ ...base, ...fields }),
  }
}

export const logger = createLogger()

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/

/** The request id the server hook assigned (X-Request-Id), if it is one we could have made. */
export function requestIdOf(headers: Headers): string | undefined {
  const id = headers.get('x-request-id') ?? undefined
  return id && REQUEST_ID.test(id) ? id : undefined
}

export function isValidRequestId(id: string | undefined): id is string {
  return typeof id === 'string' && REQUEST_ID.test(id)
}
