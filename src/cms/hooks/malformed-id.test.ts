import { describe, expect, it } from 'vitest'
import { isDocumentId, withIdGuard } from './malformed-id'

describe('malformed document ids', () => {
  it('accepts positive integers, as numbers or digit strings', () => {
    for (const id of [1, 42, '1', '9007199254740991']) expect(isDocumentId(id)).toBe(true)
  })

  it('refuses anything a database id cannot be', () => {
    for (const id of ['not-an-id', '', '0', '-1', '1.5', '1e3', ' 1', '0x10', 0, -3, 1.5, Number.NaN, null, {}]) {
      expect(isDocumentId(id), String(id)).toBe(false)
    }
  })

  it('puts the guard first among a collection’s beforeOperation hooks', () => {
    const own = () => undefined
    const guarded = withIdGuard({ slug: 'x', fields: [], hooks: { beforeOperation: [own] } })
    expect(guarded.hooks?.beforeOperation).toHaveLength(2)
    expect(guarded.hooks?.beforeOperation?.[1]).toBe(own)
    expect(() =>
      guarded.hooks!.beforeOperation![0]!({ args: { id: 'nope' }, req: { t: (k: string) => k } } as never),
    ).toThrow()
    expect(guarded.hooks!.beforeOperation![0]!({ args: { id: '7' }, req: {} } as never)).toEqual({ id: '7' })
  })
})
