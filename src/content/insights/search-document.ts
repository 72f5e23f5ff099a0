import { insightPaths } from './paths'
import { listOf, plainText, str, titleOf, titlesOf, type SearchDocument } from '@/content/shared/search-document'

/** An article, at its canonical address (which carries its category unless pinned). */
export const INSIGHT_SEARCH: SearchDocument = {
  entries: (doc) => [
    {
      title: str(doc.title),
      subtitle: titleOf(doc.category),
      summary: str(doc.excerpt),
      body: [plainText(doc.content), ...titlesOf(doc.authors)].join(' '),
      url: insightPaths.insight({ slug: str(doc.slug), pinnedPath: Boolean(doc.pinnedPath), category: doc.category }),
    },
  ],
}

const webinarDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A webinar, under its date (its type is already the result's label: "Webinar · Webinar" said it twice). */
export const WEBINAR_SEARCH: SearchDocument = {
  entries: (doc) => [
    {
      title: str(doc.title),
      subtitle:
        str(doc.date) && !Number.isNaN(Date.parse(str(doc.date))) ? webinarDay.format(new Date(str(doc.date))) : '',
      summary: str(doc.summary),
      body: [
        plainText(doc.content),
        ...titlesOf(doc.speakers),
        ...listOf(doc.guestSpeakers).map((g) => str(g.name)),
      ].join(' '),
      url: insightPaths.webinar(str(doc.slug)),
    },
  ],
}
