import type { Logger } from 'pino'

/**
 * Payload's logger. Payload logs each error its REST routes answer at the level its config names
 * for the error's class (`loggingLevels`: Forbidden, NotFound… at `info`), but it finds the class by
 * `error.name`, and the production bundle minifies class names: every anonymous 403 and 404 became
 * an error line with a stack trace. Here an error with a 4xx status (a client's mistake) is an info
 * line with its status and message; anything else stays an error, stack and all.
 */
export function clientErrorLine(args: unknown[]): { status: number; msg: string } | undefined {
  const [first] = args
  if (typeof first !== 'object' || first === null || !('err' in first)) return undefined
  const { err } = first as { err: unknown }
  if (typeof err !== 'object' || err === null) return undefined
  const { status, message } = err as { status?: unknown; message?: unknown }
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined
  return { status, msg: typeof message === 'string' ? message : 'Client error' }
}

export function payloadLogger(base: Logger): Logger {
  return new Proxy(base, {
    get(target, property, receiver) {
      if (property !== 'error') return Reflect.get(target, property, receiver)
      return (...args: unknown[]) => {
        const line = clientErrorLine(args)
        if (line) target.info({ status: line.status }, line.msg)
        // pino's overloads take what Payload passed on
        else (target.error as (...a: unknown[]) => void)(...args)
      }
    },
  })
}
