/** Ticks every 30°, the four cardinal ones longer: drawn once, as the dial's path. */
const TICKS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6
  const inner = i % 3 === 0 ? 62 : 70
  const [s, c] = [Math.sin(a), Math.cos(a)]
  return `M${(100 + inner * s).toFixed(1)} ${(100 - inner * c).toFixed(1)}L${(100 + 78 * s).toFixed(1)} ${(100 - 78 * c).toFixed(1)}`
}).join('')

/**
 * The error pages' picture: a compass in the site's art direction (navy dial, pale lines, the needle's
 * tip in gold), its needle turned off north. Drawn inline, so an error page needs no database and no
 * other request; decorative, as the heading says what it means.
 */
export function CompassDrawing({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={className} data-error-picture="">
      <circle cx="100" cy="100" r="96" fill="#0b2545" />
      <circle cx="100" cy="100" r="86" fill="none" stroke="#8da9c4" strokeOpacity="0.6" strokeWidth="1.5" />
      <circle cx="100" cy="100" r="52" fill="none" stroke="#8da9c4" strokeOpacity="0.35" strokeWidth="1" />
      <path d={TICKS} stroke="#dbe4ee" strokeOpacity="0.8" strokeWidth="2" strokeLinecap="round" />
      <g transform="rotate(-38 100 100)">
        <path d="M100 34 L111 100 L100 108 L89 100 Z" fill="#d4b483" />
        <path d="M100 166 L111 100 L100 92 L89 100 Z" fill="#dbe4ee" fillOpacity="0.85" />
      </g>
      <circle cx="100" cy="100" r="6" fill="#0b2545" stroke="#dbe4ee" strokeWidth="2" />
    </svg>
  )
}
