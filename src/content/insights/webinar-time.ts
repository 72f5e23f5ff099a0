/** Whether a webinar is still ahead; pages revalidate hourly, so this is judged at render time. */
export function isUpcoming(date: string, now: number = Date.now()): boolean {
  return Date.parse(date) > now
}

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})

/** "Tuesday 10 March 2026 at 15:00 UTC": one fixed zone, so server and visitor read the same time. */
export function formatWebinarDate(date: string): string {
  return whenFormat.format(new Date(date))
}

/** "60 minutes", "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minute${m === 1 ? '' : 's'}` : '']
  return parts.filter(Boolean).join(' ') || '0 minutes'
}

/** ISO 8601 duration for schema.org ("PT1H30M"). */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`
}
