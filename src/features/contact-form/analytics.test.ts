import { describe, expect, it } from 'vitest'
import { buildAdTrackingBody, buildLeadEvent, hasAdClickIds } from './analytics'

const values = {
  first_name: ' Ada ',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company: 'Engines Ltd',
  phone: '+44 (20) 7946-0000',
  job_title: 'CTO',
}

describe('buildLeadEvent (requirements §7.6)', () => {
  it('uses cv_lead_form for cv, whatever the page', () => {
    expect(buildLeadEvent('cv', values, { consultantId: 3, officeId: 4 }).event).toBe('cv_lead_form')
  })
  it('uses lead_consultant_page when a consultant is set', () => {
    expect(buildLeadEvent('leadership', values, { consultantId: 3, officeId: 4 }).event).toBe('lead_consultant_page')
  })
  it('uses lead_office_page when an office is set', () => {
    expect(buildLeadEvent('join', values, { officeId: 4 }).event).toBe('lead_office_page')
    expect(buildLeadEvent('other', values, { consultantId: null, officeId: '4' }).event).toBe('lead_office_page')
  })
  it('uses contact_us_lead otherwise', () => {
    expect(buildLeadEvent('other', values).event).toBe('contact_us_lead')
    expect(buildLeadEvent('other', values, { consultantId: '', officeId: null }).event).toBe('contact_us_lead')
  })
  it('carries the topic label as type and user data with a digits-only phone', () => {
    expect(buildLeadEvent('assessment', values)).toEqual({
      event: 'contact_us_lead',
      type: 'Enquire about other services',
      user_data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        company: 'Engines Ltd',
        phone: '442079460000',
        job_title: 'CTO',
      },
    })
    expect(buildLeadEvent('succession', {}).type).toBe('Succession planning')
    expect(buildLeadEvent('cv', {}).user_data).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      company: '',
      phone: '',
      job_title: '',
    })
  })
})

describe('ad-click tracking (requirements §7.4)', () => {
  it('needs one of gclid, wbraid or gbraid', () => {
    expect(hasAdClickIds(new URLSearchParams('utm_source=x'))).toBe(false)
    expect(hasAdClickIds(new URLSearchParams('gclid='))).toBe(false)
    expect(hasAdClickIds(new URLSearchParams('gclid=abc'))).toBe(true)
    expect(hasAdClickIds({ wbraid: 'w' })).toBe(true)
    expect(hasAdClickIds({ gbraid: ['g'] })).toBe(true)
    expect(hasAdClickIds({ other: 'x', gclid: undefined })).toBe(false)
  })

  it('sends event "lead", the three ids (empty string when missing) and names and email', () => {
    expect(buildAdTrackingBody(new URLSearchParams('gclid=G1&gbraid=B1'), values)).toEqual({
      event: 'lead',
      GCLID: 'G1',
      WBRAID: '',
      GBRAID: 'B1',
      user_data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    })
    expect(buildAdTrackingBody({ wbraid: ['W1', 'W2'] }, {})).toEqual({
      event: 'lead',
      GCLID: '',
      WBRAID: 'W1',
      GBRAID: '',
      user_data: { first_name: '', last_name: '', email: '' },
    })
  })
})
