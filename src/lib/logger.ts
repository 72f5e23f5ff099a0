/**
 * The one logger of the app, the production server and Payload: pino, with the redaction and
 * escaping of ./log-format. JSON lines in production (LOG_FORMAT=json), readable lines otherwise
 * (LOG_FORMAT=pretty); info and below on stdout, warn and above on stderr; LOG_LEVEL sets the
 * threshold. A request's lines carry its id (X-Request-Id, assigned by the server).
 */
import { multistream, pino, type DestinationStream, type Logger as PinoLogger } from 'pino'
import { logLevel, logOptions, sanitize, type LogFields } from './log-format'
import { prettyStream, type LogOutput } from './log-pretty'

export type { LogFields } from './log-format'

export type Logger = {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
  child(fields: LogFields): Logger
}

/** The variables the logger reads (process.env in the app). */
export type LogEnv = { LOG_LEVEL?: string; LOG_FORMAT?: string; NODE_ENV?: string }

function wantsJson(env: LogEnv): boolean {
  const format = env.LOG_FORMAT?.toLowerCase()
  return format === 'json' || (format !== 'pretty' && env.NODE_ENV === 'production')
}

/** A pino logger with the project's options, writing JSON or readable lines to the two streams. */
export function buildLogger(env: LogEnv, out: LogOutput = process.stdout, err: LogOutput = process.stderr): PinoLogger {
  const sink = (stream: LogOutput): DestinationStream =>
    wantsJson(env) ? { write: (line) => void stream.write(line) } : prettyStream(stream)
  const destination = multistream(
    [
      { level: 'trace', stream: sink(out) },
      { level: 'warn', stream: sink(err) },
    ],
    { dedupe: true },
  )
  return pino(logOptions(logLevel(env.LOG_LEVEL)), destination)
}

let root: PinoLogger | undefined

/**
 * The process's pino instance, made on first use so LOG_LEVEL and LOG_FORMAT are read once the
 * environment is loaded. Payload gets a child of it (src/cms/payload.config.ts).
 */
export function rootLogger(): PinoLogger {
  root ??= buildLogger(process.env)
  return root
}

/** A logger whose lines carry `base` (usually `{ component }`); `(msg, fields)`, the fields optional. */
export function createLogger(base: LogFields = {}): Logger {
  let own: PinoLogger | undefined
  // pino runs its bindings formatter on the root's base only, so a child's fields are cleaned here
  const target = () => (own ??= rootLogger().child(sanitize(base) as LogFields))
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (msg: string, fields?: LogFields): void => {
      if (fields) target()[level](fields, msg)
      else target()[level](msg)
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
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
