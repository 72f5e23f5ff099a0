import { pagePathProblem, type ShadowingRoute } from '@/content/pages/page-paths'
import { PAGE_BLOCKS } from './blocks/schema'
import { contentCollection } from '../shared/content-defaults'
import { PAGE_SEARCH } from './search-document'

/**
 * Block-built pages: about, CSR, DEI, careers, legal, landing, thank-you, survey panel, leadership
 * post. `path` is the route without the leading slash and without the brand, e.g. "about" for
 * /about-{brand}, so renaming the brand never orphans a page. A path one of the site's own routes
 * answers is refused: `shadowingRoute` is the route registry's, passed in by the CMS assembly.
 */
export const pagesCollection = (shadowingRoute: ShadowingRoute) =>
  contentCollection({
    slug: 'pages',
    searchDocument: PAGE_SEARCH,
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status', 'updatedAt'] },
    fields: [
      { name: 'title', type: 'text', required: true },
      {
        name: 'path',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        validate: (value: unknown) => pagePathProblem(typeof value === 'string' ? value : '', shadowingRoute) ?? true,
      },
      {
        name: 'intro',
        type: 'textarea',
        admin: {
          description:
            'The page’s lede under its title; a page that opens with a hero shows the hero’s subheading instead. Also the summary in search results.',
        },
      },
      { name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS },
    ],
  })
