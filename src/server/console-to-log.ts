/**
 * In the production server every line the process prints is a log line: what Next, React or a
 * dependency writes with console.* goes through the project logger (JSON, redacted, escaped)
 * instead of reaching stdout as free text that would break a JSON-lines log.
 */
import { format } from 'node:util'
import type { Logger } from '../lib/logger'

// a terminal's colours in Next's messages mean nothing in a log
const ANSI = /\u001b\[[0-9;]*m/g

/** The message and the first error of a console call's arguments. */
export function consoleRecord(args: unknown[]): { msg: string; err?: Error } {
  const err = args.find((a): a is Error => a instanceof Error)
  const rest = args.filter((a) => a !== err)
  const msg = (rest.length > 0 ? format(...rest) : (err?.message ?? '')).replace(ANSI, '').trim()
  return err ? { msg, err } : { msg }
}

/** Sends console.debug/log/info/warn/error to `log`; returns the function that puts the console back. */
export function routeConsoleToLog(log: Logger, target: Console = console): () => void {
  const original = { debug: target.debug, log: target.log, info: target.info, warn: target.warn, error: target.error }
  const to =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const { msg, err } = consoleRecord(args)
      log[level](msg, err ? { err } : undefined)
    }
  Object.assign(target, { debug: to('debug'), log: to('info'), info: to('info'), warn: to('warn'), error: to('error') })
  return () => void Object.assign(target, original)
}
