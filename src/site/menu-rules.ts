/**
 * The header's disclosure rules as plain functions (menu-dismiss.client.tsx applies them to the DOM),
 * so they are unit-tested without a browser.
 */

/**
 * What to fold when `opened` opens: every other open disclosure, except those that hold it (a section
 * inside the phone menu's sheet keeps the menu open; the sheet is the menu button's sibling, `sheet`).
 */
export function othersToClose<D extends { open: boolean; contains(other: D): boolean }>(
  opened: D,
  all: readonly D[],
  menu: D,
  sheet: { contains(other: D): boolean },
): D[] {
  return all.filter((d) => d.open && d !== opened && !d.contains(opened) && !(d === menu && sheet.contains(opened)))
}

/**
 * Where Tab (or Shift+Tab) should move focus inside a focus trap whose stops are `items`, in order:
 * round from the last to the first and back, and in from anywhere outside. `null` leaves the move to
 * the browser (the next stop in document order is the right one).
 */
export function focusTrapTarget<T>(items: readonly T[], active: unknown, backwards: boolean): T | null {
  const first = items[0]
  const last = items[items.length - 1]
  if (first === undefined || last === undefined) return null
  const i = items.indexOf(active as T)
  if (i === -1) return backwards ? last : first
  if (backwards && i === 0) return last
  if (!backwards && i === items.length - 1) return first
  return null
}

/** A control a visitor can reach now: not folded inside a closed <details>, and laid out on screen. */
export function isReachable(el: Element): boolean {
  // a summary stays visible while its own <details> is closed
  const from = el.tagName === 'SUMMARY' ? el.parentElement?.parentElement : el.parentElement
  if (from?.closest('details:not([open])')) return false
  return el.getClientRects().length > 0
}
