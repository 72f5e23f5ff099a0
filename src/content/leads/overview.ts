/** Leads per topic and per ISO week, for the admin's overview (pure, so it is tested alone). */
export type LeadStat = { topic: string; createdAt: string }

/** Monday 00:00 UTC of the week a date falls in, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return d.toISOString().slice(0, 10)
}

/** The Mondays of the last `weeks` weeks, oldest first, ending with the current week. */
export function recentWeeks(now: Date, weeks: number): string[] {
  const current = new Date(`${weekStart(now)}T00:00:00Z`)
  return Array.from({ length: weeks }, (_, i) => {
    const d = new Date(current)
    d.setUTCDate(d.getUTCDate() - 7 * (weeks - 1 - i))
    return d.toISOString().slice(0, 10)
  })
}

export type Overview = {
  total: number
  byTopic: Array<{ topic: string; count: number }>
  byWeek: Array<{ week: string; count: number }>
}

/** Every topic is listed (zero too), most leads first; every week of the window is listed. */
export function summarise(leads: LeadStat[], topics: readonly string[], weeks: string[]): Overview {
  const perTopic = new Map(topics.map((t) => [t, 0]))
  const perWeek = new Map(weeks.map((w) => [w, 0]))
  for (const lead of leads) {
    perTopic.set(lead.topic, (perTopic.get(lead.topic) ?? 0) + 1)
    const week = weekStart(new Date(lead.createdAt))
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + 1)
  }
  return {
    total: leads.length,
    byTopic: [...perTopic].map(([topic, count]) => ({ topic, count })).sort((a, b) => b.count - a.count),
    byWeek: [...perWeek].map(([week, count]) => ({ week, count })),
  }
}
