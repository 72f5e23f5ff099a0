import { describe, expect, it } from 'vitest'
import { originOf, originsFrom } from './third-party-origins'

const base = {
  ERROR_REPORTING_DSN: undefined,
  GTM_ID: undefined,
  GTM_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js',
  CRM_SCRIPT_URL: undefined,
  VISITOR_INTEL_SCRIPT_URL: undefined,
  CAPTCHA_PROVIDER: 'altcha' as const,
  RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  GRAPHQL_WS_URL: undefined,
}

describe('third-party origins for the CSP', () => {
  it('nothing configured: no third party at all', () => {
    expect(originsFrom(base)).toEqual({ script: [], connect: [], img: [], frame: [] })
  })

  it('each configured third party adds exactly its origin', () => {
    const o = originsFrom(
      {
        ...base,
        ERROR_REPORTING_DSN: 'http://key@127.0.0.1:3239/1',
        CRM_SCRIPT_URL: 'https://crm.example/t.js',
        CAPTCHA_PROVIDER: 'recaptcha',
        GRAPHQL_WS_URL: 'wss://ws.example/graphql',
      },
      { visitorIntelScriptUrl: 'https://vi.example/v.js', adTrackingServerUrl: 'https://ads.example' },
    )
    expect(o.connect).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3239', 'https://ads.example', 'wss://ws.example']),
    )
    expect(o.script).toEqual(
      expect.arrayContaining([
        'https://crm.example',
        'https://vi.example',
        'https://www.google.com',
        'https://www.gstatic.com',
      ]),
    )
    expect(o.frame).toContain('https://www.google.com')
  })

  it('env wins over the site settings, and junk adds nothing', () => {
    const o = originsFrom(
      { ...base, CRM_SCRIPT_URL: 'https://env.example/a.js' },
      { crmScriptUrl: 'https://cms.example/a.js' },
    )
    expect(o.script).toEqual(['https://env.example'])
    expect(originOf('javascript:alert(1)')).toBeUndefined()
    expect(originOf('/relative.js')).toBeUndefined()
  })

  it('GTM adds its own origin and Google Analytics', () => {
    const o = originsFrom(base, { gtmId: 'GTM-1' })
    expect(o.script).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google-analytics.com']),
    )
  })
})
