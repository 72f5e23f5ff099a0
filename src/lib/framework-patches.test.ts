import { describe, expect, it } from 'vitest'
import { FRAMEWORK_PATCHES, parsePatchesOff } from './framework-patches'

describe('FRAMEWORK_PATCHES_OFF', () => {
  it('turns nothing off when unset or empty', () => {
    expect(parsePatchesOff(undefined).size).toBe(0)
    expect(parsePatchesOff(' , ').size).toBe(0)
  })

  it('reads a comma-separated list of known patches', () => {
    expect([...parsePatchesOff('defer-scripts, static-html')]).toEqual(['defer-scripts', 'static-html'])
  })

  it('refuses a name it does not know, naming it and the known ones', () => {
    expect(() => parsePatchesOff('defer-script')).toThrow(/unknown patch defer-script \(known: defer-scripts,/)
  })

  it('says for each patch where it acts', () => {
    expect(Object.values(FRAMEWORK_PATCHES).every((where) => ['server', 'build', 'render'].includes(where))).toBe(true)
  })
})
