import { describe, expect, it } from 'vitest'
import { parseServerEnv } from './env'
import { FRAMEWORK_PATCHES, parsePatchesOff } from './framework-patches'

describe('FRAMEWORK_PATCHES_OFF', () => {
  it('turns nothing off when unset or empty', () => {
    expect(parsePatchesOff(undefined).size).toBe(0)
    expect(parsePatchesOff(' , ').size).toBe(0)
  })

  it('reads a comma-separated list of known patches', () => {
    expect([...parsePatchesOff('defer-scripts, plain-links')]).toEqual(['defer-scripts', 'plain-links'])
  })

  it('refuses a name it does not know, naming it and the known ones', () => {
    expect(() => parsePatchesOff('defer-script')).toThrow(/unknown patch defer-script \(known: defer-scripts,/)
  })

  it('says for each patch where it acts', () => {
    expect(Object.values(FRAMEWORK_PATCHES).every((where) => ['server', 'build'].includes(where))).toBe(true)
  })

  it('reaches the production server once, through the parsed environment', () => {
    const base = { SITE_URL: 'http://localhost:3000' }
    expect([...parseServerEnv({ ...base, FRAMEWORK_PATCHES_OFF: 'defer-scripts' }).FRAMEWORK_PATCHES_OFF]).toEqual([
      'defer-scripts',
    ])
    expect(parseServerEnv(base).FRAMEWORK_PATCHES_OFF.size).toBe(0)
    expect(() => parseServerEnv({ ...base, FRAMEWORK_PATCHES_OFF: 'drop-css-copy' })).toThrow(
      /FRAMEWORK_PATCHES_OFF: .*unknown patch drop-css-copy/,
    )
  })
})
