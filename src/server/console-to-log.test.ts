import { describe, expect, it } from 'vitest'
import type { LogFields, Logger } from '../lib/logger'
import { consoleRecord, routeConsoleToLog } from './console-to-log'

function recorder() {
  const lines: { level: string; msg: string; fields?: LogFields }[] = []
  const at = (level: string) => (msg: string, fields?: LogFields) => void lines.push({ level, msg, fields })
  const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: () => log }
  return { log, lines }
}

describe('consoleRecord', () => {
  it('formats the arguments like the console, without terminal colours', () => {
    expect(consoleRecord(['\u001b[31m⨯\u001b[39m %s failed (%d)', 'render', 3])).toEqual({ msg: '⨯ render failed (3)' })
  })

  it('takes the first error apart, its message standing in for a missing one', () => {
    const err = new Error('boom')
    expect(consoleRecord(['request failed', err])).toEqual({ msg: 'request failed', err })
    expect(consoleRecord([err])).toEqual({ msg: 'boom', err })
  })
})

describe('routeConsoleToLog', () => {
  it('sends each console level to the logger until put back', () => {
    const { log, lines } = recorder()
    const fake = { ...console }
    const restore = routeConsoleToLog(log, fake)
    fake.log('a')
    fake.info('b')
    fake.warn('c')
    fake.error('d', new Error('e'))
    fake.debug('f')
    restore()
    expect(fake.log).toBe(console.log)
    expect(lines.map((l) => `${l.level}:${l.msg}`)).toEqual(['info:a', 'info:b', 'warn:c', 'error:d', 'debug:f'])
    expect(lines[3]!.fields?.err).toBeInstanceOf(Error)
  })
})
