import type { StatsBlock } from '@/payload-types'

type Item = NonNullable<StatsBlock['items']>[number]

/** Phone columns: three figures fit one row; otherwise two, so four make a 2×2 block. */
const PHONE = { 3: 'grid-cols-3' } as Record<number, string>
/** Desktop: every figure on one row (the block allows at most six). */
const WIDE: Record<number, string> = {
  1: 'md:grid-cols-1',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
  5: 'md:grid-cols-5',
  6: 'md:grid-cols-6',
}

/**
 * The firm's figures as one compact row: each number above its label, in reading order too (a
 * screen reader hears "14 offices worldwide"). Two columns on a phone, one row from tablet width; the
 * figures' source, when an editor gives one, in small print under them.
 */
export function Figures({ items, source }: { items: Item[]; source?: string | null }) {
  if (items.length === 0) return null
  const columns = `${PHONE[items.length] ?? 'grid-cols-2'} ${WIDE[items.length] ?? 'md:grid-cols-4'}`
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <ul data-figures className={`grid gap-x-4 gap-y-6 border-y border-line py-6 ${columns}`}>
        {items.map((item) => (
          <li key={item.id ?? item.label} className="text-center">
            <span className="block font-serif text-3xl font-bold text-brand md:text-4xl">{item.value}</span>{' '}
            <span className="mt-1 block text-sm text-muted">{item.label}</span>
          </li>
        ))}
      </ul>
      {source ? <p className="mt-2 text-center text-xs text-muted">{source}</p> : null}
    </section>
  )
}
