import { describe, expect, it } from 'vitest'
import { buildLogger, type LogEnv } from './logger'

function collect(env: LogEnv = { LOG_FORMAT: 'json' }) {
  const out: string[] = []
  const err: string[] = []
  const log = buildLogger(env, { write: (l) => out.push(l) }, { write: (l) => err.push(l) })
  return { log, out, err, lines: () => [...out, ...err] }
}

describe('the project logger (pino with our formatters)', () => {
  it('keeps a forged line break, C1 control or bidi override inside one escaped JSON line', () => {
    const { log, out } = collect()
    const forged = '/x\n{"level":"error","msg":"forged"}\u0085\u2028\u202e'
    log.child({ component: 'http' }).info({ path: forged }, `request for ${forged}`)
    expect(out).toHaveLength(1)
    const line = out[0]!
    expect(line.trimEnd().split('\n')).toHaveLength(1)
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/)
    expect(line).toContain('\\u202e')
    const parsed = JSON.parse(line)
    expect(parsed).toMatchObject({ level: 'info', component: 'http', path: forged, msg: `request for ${forged}` })
  })

  it('redacts personal data and secrets at any depth', () => {
    const { log, err } = collect()
    log
      .child({ component: 'forms-api' })
      .warn({ leadId: 7, body: { email: 'a@b.example', first_name: 'Ada', nested: { password: 'p' } } }, 'x')
    const parsed = JSON.parse(err[0]!)
    expect(parsed).toMatchObject({ level: 'warn', leadId: 7, body: { email: '[redacted]', first_name: '[redacted]' } })
    expect(parsed.body.nested.password).toBe('[redacted]')
    expect(err[0]).not.toMatch(/a@b\.example|Ada|"p"/)
  })

  it('logs an error with its stack and cause (logs only, never responses), its own fields redacted', () => {
    const { log, err } = collect()
    const error = Object.assign(new Error('boom', { cause: new Error('disk full') }), {
      data: { email: 'a@b.example' },
    })
    log.error({ err: error }, 'lead could not be stored')
    const parsed = JSON.parse(err[0]!)
    expect(parsed.err.message).toContain('boom')
    expect(parsed.err.stack).toContain('Error: boom')
    expect(parsed.err.stack).toContain('disk full')
    expect(parsed.err.data.email).toBe('[redacted]')
  })

  it('writes ISO times and level names, info on stdout and warn or worse on stderr only', () => {
    const { log, out, err } = collect()
    log.info('up')
    log.error('down')
    expect(out).toHaveLength(1)
    expect(err).toHaveLength(1)
    expect(JSON.parse(out[0]!).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(JSON.parse(err[0]!).level).toBe('error')
  })

  it('follows LOG_LEVEL', () => {
    const { log, lines } = collect({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn' })
    log.info('hidden')
    log.warn('shown')
    expect(lines().map((l) => JSON.parse(l).msg)).toEqual(['shown'])
  })

  it('writes JSON in production and readable lines elsewhere unless LOG_FORMAT says', () => {
    const json = collect({ NODE_ENV: 'production' })
    json.log.info('a')
    expect(JSON.parse(json.out[0]!).msg).toBe('a')
    const pretty = collect({ NODE_ENV: 'development' })
    pretty.log.child({ component: 'http' }).info({ status: 200 }, 'request')
    expect(pretty.out[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[http\] request status=200\n$/)
    const forced = collect({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })
    forced.log.info('b')
    expect(forced.out[0]).toMatch(/INFO {2}b\n$/)
  })
})
