/**
 * The header's glyphs, drawn inline: they are on every page's first screen, so they come with the
 * HTML instead of loading as icon files (src/components/icon.client.tsx), and need no JavaScript. Shared
 * by the site header (src/site) and the consultant finder's filter disclosure.
 */
type Props = { className?: string }

const stroke = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export function SearchGlyph({ className }: Props) {
  return (
    <svg {...stroke} className={className}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  )
}

export function MenuGlyph({ className }: Props) {
  return (
    <svg {...stroke} className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  )
}

export function CloseGlyph({ className }: Props) {
  return (
    <svg {...stroke} className={className}>
      <path d="m6 6 12 12M18 6 6 18" />
    </svg>
  )
}

export function ChevronGlyph({ className }: Props) {
  return (
    <svg {...stroke} width={16} height={16} viewBox="0 0 16 16" className={className}>
      <path d="m4 6 4 4 4-4" />
    </svg>
  )
}

export function ArrowGlyph({ className }: Props) {
  return (
    <svg {...stroke} width={16} height={16} viewBox="0 0 16 16" className={className}>
      <path d="M3 8h10M9 4l4 4-4 4" />
    </svg>
  )
}
