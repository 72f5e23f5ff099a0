import { BOARD_AND_GOVERNANCE } from './insight-bodies/board-and-governance'
import { DIVERSITY_AND_INCLUSION } from './insight-bodies/diversity-and-inclusion'
import { FUTURE_OF_WORK } from './insight-bodies/future-of-work'
import { INDUSTRY_PERSPECTIVES } from './insight-bodies/industry-perspectives'
import { LEADERSHIP } from './insight-bodies/leadership'
import { TALENT_AND_SUCCESSION } from './insight-bodies/talent-and-succession'
import type { TitleTemplate } from './insight-bodies/types'

export type { ArticleSection, TitleTemplate } from './insight-bodies/types'

/**
 * Title templates per insight category, each with the teaser and the body written for it, so an article
 * is about its title's subject. {industry} and {function} are replaced with a lowercase industry or
 * function name; {topic} in the teaser with the same name the title got. Every template is used once,
 * so no two titles of the list are variations of one pattern. The order within a category is part of
 * the seed: the shuffle that picks the articles draws on it.
 */
export const TITLE_TEMPLATES: Record<string, readonly TitleTemplate[]> = {
  leadership: LEADERSHIP,
  'board-and-governance': BOARD_AND_GOVERNANCE,
  'talent-and-succession': TALENT_AND_SUCCESSION,
  'diversity-and-inclusion': DIVERSITY_AND_INCLUSION,
  'industry-perspectives': INDUSTRY_PERSPECTIVES,
  'future-of-work': FUTURE_OF_WORK,
}
