/**
 * Readable log lines for development: `12:04:31.207 INFO  [http] request method="GET" status=200`,
 * an error's stack indented below. Made from the finished JSON line, so redaction has happened;
 * every control or bidi character is escaped again after parsing, so a value still cannot forge
 * or hide a line (the stack's own lines are indented, never at the start of one).
 */
import type { DestinationStream } from 'pino'
import { escapeUnsafe } from './log-format'

const C0 = /[\u0000-\u001f]/g
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
const COLOURS: Record<string, string> = {
  trace: '90',
  debug: '90',
  info: '32',
  warn: '33',
  error: '31',
  fatal: '35',
}
const SHOWN_APART = new Set(['time', 'level', 'msg', 'pid', 'component', 'err'])

const printable = (text: string) =>
  escapeUnsafe(text.replace(C0, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))

const value = (v: unknown) => escapeUnsafe(JSON.stringify(v) ?? String(v))

function clock(time: unknown): string {
  const date = new Date(typeof time === 'string' || typeof time === 'number' ? time : Date.now())
  return Number.isNaN(date.getTime()) ? '--:--:--.---' : date.toISOString().slice(11, 23)
}

/** One JSON log line as a readable one (plus an error's stack); a line that is not JSON passes through escaped. */
export function prettyLine(json: string, colour = false): string {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(json) as Record<string, unknown>
  } catch {
    return `${printable(json.replace(/\n$/, ''))}\n`
  }
  const level = String(record.level ?? 'info')
  const label = level.toUpperCase().padEnd(5)
  const parts = [clock(record.time), colour ? `\u001b[${COLOURS[level] ?? '0'}m${label}\u001b[0m` : label]
  if (record.component !== undefined) parts.push(`[${printable(String(record.component))}]`)
  if (record.msg !== undefined) parts.push(printable(String(record.msg)))
  for (const [key, v] of Object.entries(record)) {
    if (!SHOWN_APART.has(key)) parts.push(`${printable(key)}=${value(v)}`)
  }
  const err = record.err as { message?: unknown; stack?: unknown } | undefined
  let stack = ''
  if (err && typeof err === 'object') {
    const { stack: trace, ...rest } = err
    parts.push(`err=${value(rest)}`)
    if (typeof trace === 'string')
      stack = trace
        .split('\n')
        .map((line) => `\n    ${printable(line)}`)
        .join('')
  } else if (err !== undefined) {
    parts.push(`err=${value(err)}`)
  }
  return `${parts.join(' ')}${stack}\n`
}

/** Where log lines go: process.stdout or stderr, or a test's collector. */
export type LogOutput = { write(line: string): unknown; isTTY?: boolean }

/** A destination writing readable lines to `out` (coloured when it is a terminal). */
export function prettyStream(out: LogOutput): DestinationStream {
  return { write: (line: string) => void out.write(prettyLine(line, out.isTTY === true)) }
}
