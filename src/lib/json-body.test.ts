import { describe, expect, it } from 'vitest'
import { duplicateKey, readJsonObject } from './json-body'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('readJsonObject', () => {
  it('reads an object', () => {
    expect(readJsonObject(bytes('{"email":"a@b.example","n":[1,{"x":2}]}'))).toEqual({
      ok: true,
      value: { email: 'a@b.example', n: [1, { x: 2 }] },
    })
  })
  it('refuses bytes that are not UTF-8 (a raw surrogate, an overlong form, a stray byte)', () => {
    for (const raw of [
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d],
    ]) {
      expect(readJsonObject(new Uint8Array(raw))).toEqual({ ok: false, problem: 'not-utf8' })
    }
  })
  it('refuses what is not JSON, or not an object', () => {
    expect(readJsonObject(bytes('{"a":'))).toEqual({ ok: false, problem: 'not-json' })
    for (const text of ['[]', '"x"', '1', 'null']) {
      expect(readJsonObject(bytes(text))).toEqual({ ok: false, problem: 'not-object' })
    }
  })
  it('refuses a key given twice and names it', () => {
    expect(readJsonObject(bytes('{"email":"a@b.example","email":"c@d.example"}'))).toEqual({
      ok: false,
      problem: 'duplicate-key',
      key: 'email',
    })
  })
})

describe('duplicateKey', () => {
  it('finds a key repeated at any depth, also when spelled with escapes', () => {
    expect(duplicateKey('{"a":1,"b":{"c":1,"c":2}}')).toBe('c')
    expect(duplicateKey('{"a":[{"x":1},{"x":1,"x":2}]}')).toBe('x')
    expect(duplicateKey('{"email":1,"\\u0065mail":2}')).toBe('email')
    expect(duplicateKey('{"__proto__":1,"__proto__":2}')).toBe('__proto__')
  })
  it('does not confuse values, array items or sibling objects with keys', () => {
    expect(duplicateKey('{"a":"a","b":["a","a"],"c":{"a":1},"d":{"a":2}}')).toBeUndefined()
    expect(duplicateKey('{"a":"x\\"y\\\\","b":"\\\\\\"","c":"{\\"a\\":1,\\"a\\":2}"}')).toBeUndefined()
    expect(duplicateKey('{ "a" : 1 , "b" : [ 1 , 2 ] , "c" : { } }')).toBeUndefined()
  })
  it('walks deep nesting without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(duplicateKey(`{"a":${deep},"a":1}`)).toBe('a')
  })
  it('reads past a CV-sized string value', () => {
    const big = 'A'.repeat(7_000_000)
    expect(duplicateKey(`{"file_hash":"${big}","email":"x","email":"y"}`)).toBe('email')
  })
})
