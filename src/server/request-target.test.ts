import { describe, expect, it } from 'vitest'
import { isValidHost, pathProblem, requestTargetAnswer } from './request-target'

const ALLOW = 'GET, HEAD'
const req = (method: string, url: string, host: string | undefined = 'localhost:3000') => ({
  method,
  url,
  headers: { host },
})

describe('requestTargetAnswer', () => {
  it('answers OPTIONS * with 204 and Allow, any other method on * with 400', () => {
    expect(requestTargetAnswer(req('OPTIONS', '*'), ALLOW)).toEqual({ status: 204, headers: { allow: ALLOW } })
    expect(requestTargetAnswer(req('GET', '*'), ALLOW)?.status).toBe(400)
    expect(requestTargetAnswer(req('POST', '*'), ALLOW)?.status).toBe(400)
  })
  it('refuses a Host that is no host name, on every path', () => {
    for (const host of [
      'a b',
      'local%host',
      '[zz',
      'x/y',
      'localhost:99999',
      'ex@mple',
      ':80',
      'localhost:abc',
      '',
      '-a',
    ]) {
      expect(requestTargetAnswer(req('GET', '/admin', host), ALLOW), host).toMatchObject({ status: 400 })
    }
  })
  it('lets ordinary requests through, with or without a Host', () => {
    for (const host of ['localhost', 'localhost:3210', '127.0.0.1:80', '[::1]:3000', 'www.example.com', 'app_1:3000']) {
      expect(requestTargetAnswer(req('GET', '/insights?q=%E6%97%A5', host), ALLOW), host).toBeUndefined()
    }
    expect(requestTargetAnswer(req('GET', '/', undefined), ALLOW)).toBeUndefined()
  })
  it('leaves an absolute-form target to the check that owns it', () => {
    expect(requestTargetAnswer(req('GET', 'http://evil.example/x'), ALLOW)).toBeUndefined()
  })
  it('refuses a target that is not a path, and paths that do not decode', () => {
    expect(requestTargetAnswer(req('GET', 'about'), ALLOW)?.status).toBe(400)
    for (const url of ['/api/%', '/api/insights/%zz', '/api/media/file/%00', '/api/media/file/%c0%ae%c0%af', '/x%0a']) {
      expect(requestTargetAnswer(req('GET', url), ALLOW), url).toMatchObject({ status: 400 })
    }
  })
})

describe('pathProblem', () => {
  it('accepts UTF-8 percent-encoding and refuses overlong forms and control characters', () => {
    expect(pathProblem('/caf%C3%A9')).toBeUndefined()
    expect(pathProblem('/%E6%97%A5')).toBeUndefined()
    expect(pathProblem('/%c0%ae')).toMatch(/UTF-8/)
    expect(pathProblem('/%ff')).toMatch(/UTF-8/)
    expect(pathProblem('/a%00b')).toMatch(/control/)
    expect(pathProblem('/a%7f')).toMatch(/control/)
  })
})

describe('isValidHost', () => {
  it('checks the port range', () => {
    expect(isValidHost('localhost:65535')).toBe(true)
    expect(isValidHost('localhost:65536')).toBe(false)
  })
})
