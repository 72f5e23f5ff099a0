import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { clientErrorLine, payloadLogger } from './payload-logger'

// Payload's error classes as the production bundle names them: minified
class a extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

function capture() {
  const lines: Array<Record<string, unknown>> = []
  const base = pino({ level: 'trace' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { lines, logger: payloadLogger(base) }
}

describe('payloadLogger', () => {
  it('logs a 4xx error as an info line with its status and message, without a stack', () => {
    const { lines, logger } = capture()
    logger.error({ err: new a('You are not allowed to perform this action.', 403) })
    logger.error({ err: new a('Not Found', 404) })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 30, status: 403, msg: 'You are not allowed to perform this action.' })
    expect(lines[1]).toMatchObject({ level: 30, status: 404, msg: 'Not Found' })
    expect(JSON.stringify(lines)).not.toContain('stack')
  })
  it('keeps a server error an error line, stack and all, and other calls unchanged', () => {
    const { lines, logger } = capture()
    logger.error({ err: new a('Cannot find field', 500) })
    logger.error('plain message')
    logger.warn('a warning')
    expect(lines.map((l) => l.level)).toEqual([50, 50, 40])
    expect(JSON.stringify(lines[0])).toContain('stack')
  })
  it('recognises only an err with a 4xx status', () => {
    expect(clientErrorLine([{ err: { status: 400, message: 'x' } }])).toEqual({ status: 400, msg: 'x' })
    expect(clientErrorLine([{ err: { status: 503 } }])).toBeUndefined()
    expect(clientErrorLine([{ err: 'text' }])).toBeUndefined()
    expect(clientErrorLine(['message'])).toBeUndefined()
  })
})
