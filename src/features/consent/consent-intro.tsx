import Link from '@/components/link'

/**
 * The banner's explanation, rendered on the server and handed to the banner island as a prop, so
 * its words are in the page's HTML and not also in every page's JavaScript.
 */
export function ConsentIntro() {
  return (
    <>
      We use necessary cookies to make the site work. With your consent we also use analytics cookies to understand how
      the site is used and advertisement cookies to measure our campaigns. You can change your choice at any time with
      &ldquo;Cookie settings&rdquo; at the bottom of every page.{' '}
      <Link href="/privacy-policy" className="underline">
        Privacy policy
      </Link>
    </>
  )
}
