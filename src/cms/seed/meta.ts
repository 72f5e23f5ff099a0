/** SEO group values within the field limits (title ≤ 70, description ≤ 200 characters). */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export function meta(description: string, title?: string): { description: string; title?: string } {
  return { description: clip(description, 200), ...(title ? { title: clip(title, 70) } : {}) }
}
