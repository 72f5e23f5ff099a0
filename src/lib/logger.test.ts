import { describe, expect, it } from 'vitest'
import { formatLogLine } from './logger'

describe('formatLogLine', () => {
  it('keeps a forged line break, C1 control or bidi override inside one escaped JSON line', () => {
    const line = formatLogLine('info', 'lead stored', {
      path: '/x\n{"level":"error","msg":"forged"}\u0085\u2028\u202e',
    })
    expect(line.split('\n')).toHaveLength(1)
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/)
    expect(line).toContain('\\u202e')
    expect(JSON.parse(line).path).toBe('/x\n{"level":"error","msg":"forged"}\u0085\u2028\u202e')
  })

  it('redacts personal data and secrets at any depth', () => {
    const parsed = JSON.parse(
      formatLogLine('warn', 'x', {
        leadId: 7,
        body: { email: 'a@b.example', first_name: 'Ada', nested: { password: 'p' } },
      }),
    )
    expect(parsed).toMatchObject({ level: 'warn', leadId: 7, body: { email: '[redacted]', first_name: '[redacted]' } })
    expect(parsed.body.nested.password).toBe('[redacted]')
  })

  it('logs an error with its stack (logs only, never responses)', () => {
    const parsed = JSON.parse(formatLogLine('error', 'x', { err: new Error('boom') }))
    expect(parsed.err.message).toBe('boom')
    expect(parsed.err.stack).toContain('Error: boom')
  })
})
