/**
 * Runs `then` once, when `el` comes within `margin` of the viewport (at once where the browser has no
 * IntersectionObserver). Returns the function that stops waiting.
 */
export function whenNear(el: Element, margin: string, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      then()
    },
    { rootMargin: margin },
  )
  observer.observe(el)
  return () => observer.disconnect()
}
