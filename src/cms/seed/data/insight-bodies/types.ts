/**
 * A generated insight: its title pattern, the teaser written for it and a body of its own. {industry}
 * and {function} in any of its texts are replaced with the names the title got, so a body only uses
 * the placeholders its title has.
 */
export type ArticleSection = { heading: string; paragraphs: readonly string[] }

export type TitleTemplate = {
  title: string
  excerpt: string
  /** The opening paragraph; the teaser is shown above it as the standfirst, so the lede does not repeat it. */
  lede: string
  sections: readonly ArticleSection[]
}
