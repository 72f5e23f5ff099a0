import { describe, expect, it } from 'vitest'
import { leadsToCsv, neutraliseCell } from './csv'

describe('CSV export', () => {
  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx'])('neutralises formula cell %j', (v) => {
    expect(neutraliseCell(v)).toBe(`'${v}`)
  })
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Jane')).toBe('Jane')
  })
  it('quotes commas, quotes and newlines and starts with a header', () => {
    const csv = leadsToCsv([{ firstName: 'Ann, "Jr"', lastName: '=HYPERLINK("x")', message: 'a\nb', newsletter: true }])
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(header?.startsWith('Received,Topic,Form id,First name')).toBe(true)
    expect(row).toContain('"Ann, ""Jr"""')
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain('"a\nb"')
    expect(row).toContain(',yes,')
  })
})
