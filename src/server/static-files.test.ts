import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStaticFileCheck, preconditionsHold, rangeDecision } from './static-files'

describe('rangeDecision (RFC 9110 §14)', () => {
  it('serves a satisfiable range', () => {
    expect(rangeDecision('bytes=0-1', 10)).toBe('serve')
    expect(rangeDecision('bytes=5-', 10)).toBe('serve')
    expect(rangeDecision('bytes=-3', 10)).toBe('serve')
    expect(rangeDecision('bytes=0-1, 50-', 10)).toBe('serve')
    expect(rangeDecision('BYTES = 2-100', 10)).toBe('serve')
  })
  it('ignores a header that is not a valid byte range set', () => {
    for (const h of ['bytes=5-1', 'bytes=abc', 'bytes=-', 'bytes=', 'items=0-1', 'bytes=0-1,x', 'bytes=1-2-3']) {
      expect(rangeDecision(h, 10), h).toBe('ignore')
    }
  })
  it('finds a valid range set outside the file unsatisfiable', () => {
    expect(rangeDecision('bytes=-0', 10)).toBe('unsatisfiable')
    expect(rangeDecision('bytes=10-', 10)).toBe('unsatisfiable')
    expect(rangeDecision('bytes=99999999999999999999-', 10)).toBe('unsatisfiable')
    expect(rangeDecision('bytes=0-', 0)).toBe('unsatisfiable')
  })
})

describe('preconditionsHold (RFC 9110 §13.2.2)', () => {
  const modified = Date.parse('2026-01-02T03:04:05.678Z')
  it('matches If-Match only with *: the files carry weak tags', () => {
    expect(preconditionsHold({ 'if-match': '*' }, modified)).toBe(true)
    expect(preconditionsHold({ 'if-match': '"x"' }, modified)).toBe(false)
    expect(preconditionsHold({ 'if-match': 'W/"1fe-1a2"' }, modified)).toBe(false)
  })
  it('compares If-Unmodified-Since in whole seconds and ignores a date that does not parse', () => {
    expect(preconditionsHold({ 'if-unmodified-since': 'Fri, 02 Jan 2026 03:04:05 GMT' }, modified)).toBe(true)
    expect(preconditionsHold({ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, modified)).toBe(false)
    expect(preconditionsHold({ 'if-unmodified-since': 'garbage' }, modified)).toBe(true)
  })
  it('reads If-Unmodified-Since only without If-Match', () => {
    expect(
      preconditionsHold({ 'if-match': '*', 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }, modified),
    ).toBe(true)
  })
})

describe('createStaticFileCheck', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  const distDir = path.join(root, 'dist')
  const publicDir = path.join(root, 'public')
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true })
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true })
  writeFileSync(path.join(distDir, 'static', 'chunks', 'a.js'), '0123456789')
  writeFileSync(path.join(publicDir, 'icons', 'x.svg'), '<svg/>')
  utimesSync(path.join(publicDir, 'icons', 'x.svg'), new Date('2026-01-01'), new Date('2026-01-01'))
  const check = createStaticFileCheck({ distDir, publicDir })
  const req = (method: string, headers: Record<string, string> = {}) =>
    ({ method, headers }) as unknown as IncomingMessage

  it('refuses writes to build and public files with 405 and Allow', async () => {
    for (const p of ['/_next/static/chunks/a.js', '/_next/static/nothing.js', '/icons/x.svg']) {
      expect(await check(req('POST'), p), p).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } })
    }
    expect(await check(req('POST'), '/contact')).toBeUndefined()
  })
  it('answers 416 with the size, 412 on a failed precondition, and drops what it decided', async () => {
    expect(await check(req('GET', { range: 'bytes=-0' }), '/_next/static/chunks/a.js')).toMatchObject({
      status: 416,
      headers: { 'content-range': 'bytes */10' },
    })
    expect(await check(req('GET', { 'if-match': '"x"' }), '/icons/x.svg')).toMatchObject({ status: 412 })
    const bad = req('GET', { range: 'bytes=5-1', 'if-unmodified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' })
    expect(await check(bad, '/icons/x.svg')).toBeUndefined()
    expect(bad.headers).toEqual({})
    const good = req('HEAD', { range: 'bytes=0-1' })
    expect(await check(good, '/_next/static/chunks/a.js')).toBeUndefined()
    expect(good.headers.range).toBe('bytes=0-1')
  })
  it('leaves paths outside the build folder alone', async () => {
    expect(
      await check(req('GET', { range: 'bytes=-0' }), '/_next/static/..%2f..%2fpublic%2ficons%2fx.svg'),
    ).toBeUndefined()
  })
})
