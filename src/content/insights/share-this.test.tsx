import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { ShareLinks } from '@/components/share/share-links'
import { siteConfig } from '@/lib/site-config'
import { ShareThis } from './share-this'

describe('ShareThis', () => {
  it("renders the share links of the page's fields, its picture at the site's origin", () => {
    const { origin } = siteConfig()
    const url = `${origin}/webinar/boards`
    const html = renderToStaticMarkup(
      <ShareThis
        heading="Share this webinar"
        className="mt-8"
        url={url}
        title="Boards"
        summary="What boards ask"
        hashtags={['Webinar', 'Arden Hale']}
        image={{ url: '/api/media/file/boards.webp' }}
      />,
    )
    const expected = renderToStaticMarkup(
      <ShareLinks
        heading="Share this webinar"
        className="mt-8"
        content={{
          url,
          title: 'Boards',
          description: 'What boards ask',
          quote: 'What boards ask',
          hashtags: ['Webinar', 'Arden Hale'],
          media: `${origin}/api/media/file/boards.webp`,
        }}
      />,
    )
    expect(html).toBe(expected)
  })
})
