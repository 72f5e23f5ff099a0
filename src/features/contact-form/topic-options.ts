import { DROPDOWN_TOPICS, topicById, type Topic, type TopicId } from './topics'

/**
 * The topic dropdown's options (requirements §3): the five listed topics, and before them the topic the form
 * was preset to when the dropdown does not list it (effective, succession), for as long as it is
 * the chosen one. A visitor who changes the topic chooses among the five.
 */
export function topicOptions(current: TopicId | ''): readonly Topic[] {
  const chosen = current ? topicById(current) : undefined
  if (!chosen || DROPDOWN_TOPICS.some((t) => t.id === chosen.id)) return DROPDOWN_TOPICS
  return [chosen, ...DROPDOWN_TOPICS]
}
