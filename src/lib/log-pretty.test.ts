import { describe, expect, it } from 'vitest'
import { prettyLine } from './log-pretty'

const json = (record: object) => `${JSON.stringify(record)}\n`

describe('prettyLine', () => {
  it('shows time, level, component, message and the other fields', () => {
    const line = prettyLine(
      json({
        level: 'warn',
        time: '2026-01-02T03:04:05.678Z',
        pid: 1,
        component: 'forms-api',
        msg: 'refused',
        formId: 'cv',
      }),
    )
    expect(line).toBe('03:04:05.678 WARN  [forms-api] refused formId="cv"\n')
  })

  it('escapes every control and bidi character again after parsing, so a value cannot forge or hide a line', () => {
    const line = prettyLine(json({ level: 'info', msg: 'a\nERROR fake\u202e\u0085\u001b[2J', path: '/x\r\ny' }))
    expect(line.split('\n')).toHaveLength(2)
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/)
    expect(line).toContain('a\\nERROR fake\\u202e\\u0085\\u001b[2J')
  })

  it('puts an error stack on indented lines below', () => {
    const line = prettyLine(
      json({
        level: 'error',
        msg: 'x',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (a.ts:1:1)' },
      }),
    )
    const [first, ...stack] = line.trimEnd().split('\n')
    expect(first).toContain('err={"type":"Error","message":"boom"}')
    expect(stack).toEqual(['    Error: boom', '        at f (a.ts:1:1)'])
  })

  it('passes a line that is not JSON through, escaped', () => {
    expect(prettyLine('plain\u2028text\n')).toBe('plain\\u2028text\n')
  })

  it('colours the level only for a terminal', () => {
    expect(prettyLine(json({ level: 'error', msg: 'x' }), true)).toContain('\u001b[31mERROR\u001b[0m')
  })
})
