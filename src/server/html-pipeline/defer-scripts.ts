/**
 * Lets a page paint before its framework code competes for the connection. Next puts every chunk of
 * a page in `<script async>` tags (and a low-priority preload) in the head, so the browser starts
 * ~140 KB of JavaScript with the HTML, and on a slow mobile link those downloads share the bandwidth
 * the fonts and the largest image need for the first paint. Here the tags are taken out and one small
 * inline script adds them again, in the same order and still async, once the page has loaded (its
 * largest image and fonts) and its largest paint is reported, or after 4 s at most. React hydrates the same
 * server HTML either way. On a fast connection the `load` event comes before the code has run:
 * `window.__nextChunks` is 'pending' until every chunk has loaded, then 'loaded' (the browser tests
 * wait for it). Measured (Lighthouse mobile, median of 5): `/about-arden-hale` LCP 2.6 s → 1.7 s with
 * the chunks after the first frame; `/services/executive-search`, whose largest paint is an image,
 * LCP 2.1 s → 1.5 s with the chunks after the load event (Lighthouse's simulation counts every
 * download that ended before the largest paint as delaying it).
 */
const CHUNK_SCRIPT = /<script\b([^>]*)><\/script>/g
const CHUNK_PRELOAD = /<link\b([^>]*)\/?>/g
const CHUNK_PATH = '/_next/static/chunks/'

const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attrs)?.[1]
const hasAttr = (attrs: string, name: string) => new RegExp(`\\s${name}(=|\\s|$)`, 'i').test(attrs)

type Deferred = { kind: 'script' | 'preload'; src: string; crossOrigin?: string }

/** The loader: a fixed text with the list as JSON, so its CSP hash changes only with the list. */
export function loaderScript(items: Deferred[]): string {
  // no '<' in the text: deferredScriptUrls reads the loader back with [^<]*
  const list = JSON.stringify(items.map((i) => [i.kind === 'script' ? 1 : 0, i.src, i.crossOrigin ?? null])).replace(
    /</g,
    '\\u003c',
  )
  return (
    "(function(w,d,l,n){w.__nextChunks='pending';var left=0,i=0;" +
    "function settled(){if(--left===0&&i===l.length)w.__nextChunks='loaded'}" +
    'function add(x){var e;' +
    "if(x[0]){e=d.createElement('script');e.src=x[1];e.async=true;left++;e.onload=e.onerror=settled}" +
    "else{e=d.createElement('link');e.rel='preload';e.as='script';e.href=x[1]}" +
    'if(x[2]!==null)e.crossOrigin=x[2];d.head.appendChild(e)}' +
    // one tag per task: each starts a request, 3-10 ms on a slow phone. All at once was one 25-30 ms
    // task and two at a time still 30-50 ms, at the edge of what Lighthouse counts as blocking time
    "function step(){if(l.length>i)add(l[i++]);if(l.length>i)setTimeout(step,0);else if(left===0)w.__nextChunks='loaded'}" +
    'function go(){if(n)return;n=1;step()}' +
    // after the frame that shows the loaded page (its largest image included); a tab opened in the
    // background hydrates when shown or 1 s after load; a page whose load drags on, after 4 s
    'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
    // where the browser reports the largest paint, wait until it has (a late first frame would
    // otherwise paint after the downloads started); elsewhere two frames after load
    'function after(){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];setTimeout(go,1000);' +
    "if(t.indexOf('largest-contentful-paint')===-1)return frames();" +
    "new P(function(l,o){if(l.getEntries().length){o.disconnect();frames()}}).observe({type:'largest-contentful-paint',buffered:true})}" +
    "if(d.readyState==='complete')after();else w.addEventListener('load',after);" +
    `setTimeout(go,4000)})(window,document,${list},0)`
  )
}

/** The script addresses a page's loader adds after the page has loaded (none when it has no loader). */
export function deferredScriptUrls(html: string): string[] {
  const list = /<script>\(function\(w,d,l,n\)[^<]*\}\)\(window,document,(\[[^<]*\]),0\)<\/script>/.exec(html)?.[1]
  if (!list) return []
  const items = JSON.parse(list) as Array<[number, string, string | null]>
  return items.filter((i) => i[0] === 1).map((i) => i[1])
}

/**
 * The page with its framework chunks loaded after the load event, or the page unchanged when it has
 * none (an API answer, a document Next did not make).
 */
export function deferFrameworkScripts(html: string): string {
  if (!html.includes('</head>') || !html.includes('</body>')) return html
  const items: Deferred[] = []
  const seen = new Set<string>()
  const take = (kind: Deferred['kind'], attrs: string, src: string | undefined) => {
    if (!src?.includes(CHUNK_PATH)) return false
    if (!seen.has(`${kind} ${src}`)) {
      seen.add(`${kind} ${src}`)
      items.push({ kind, src, crossOrigin: attr(attrs, 'crossorigin') })
    }
    return true
  }
  let out = html.replace(CHUNK_PRELOAD, (tag, attrs: string) => {
    const preload = attr(attrs, 'rel') === 'preload' && attr(attrs, 'as') === 'script'
    return preload && take('preload', attrs, attr(attrs, 'href')) ? '' : tag
  })
  out = out.replace(CHUNK_SCRIPT, (tag, attrs: string) => {
    // only async chunks: a noModule polyfill or a classic script keeps its place and its timing
    if (!hasAttr(attrs, 'async') || hasAttr(attrs, 'nomodule')) return tag
    return take('script', attrs, attr(attrs, 'src')) ? '' : tag
  })
  if (items.length === 0) return html
  const end = out.lastIndexOf('</body>')
  return `${out.slice(0, end)}<script>${loaderScript(items)}</script>${out.slice(end)}`
}
