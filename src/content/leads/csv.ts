import { LEAD_FIELDS, leadValue, type LeadRow } from './lead-fields'

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote
 * so a hostile lead cannot execute anything on an editor's machine (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function leadsToCsv(leads: ReadonlyArray<LeadRow & { cvUrl?: string }>): string {
  const header = [...LEAD_FIELDS.map(([, label]) => label), 'CV']
  const rows = leads.map((lead) => [
    ...LEAD_FIELDS.map(([key]) => quote(neutraliseCell(leadValue(lead, key)))),
    quote(neutraliseCell(lead.cvUrl ?? '')),
  ])
  // BOM so spreadsheet programs read UTF-8 names correctly
  return `\uFEFF${[header.map(quote), ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`
}
