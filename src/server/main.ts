/**
 * The production server: Next's request handler behind a plain Node HTTP server that adds what
 * `next start` lacks: security headers on every response, liveness and readiness probes, load
 * shedding (503 + Retry-After instead of client time-outs) and a graceful shutdown that drains
 * in-flight requests, stops the lead job runner and closes the database before exiting 0.
 *
 *   node --import tsx src/server/main.ts     (PORT, HOSTNAME, NEXT_DIST_DIR as for `next start`)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import nextEnv from '@next/env'
import { parseServerEnv } from '../lib/env'
import { ownAnswerHeaders } from '../lib/static-security-headers'
import { createLogger } from '../lib/logger'
import { createClientMistakeCheck } from './client-mistakes'
import { routeConsoleToLog } from './console-to-log'
import { runShutdownHooks } from './lifecycle'
import { sendEdgeAnswer } from './edge-answer'
import { answerClientError } from './client-error'
import { lingerIfBodyUnread } from './linger'
import { createLoadShedder } from './load-shedder'
import { createReadinessCheck } from '../lib/readiness'
import { toOriginForm } from './absolute-form'
import { ROUTES_LOADING, routesLoaded } from './routes-loaded'
import { finishResponse } from './response/finish-response'
import { createSendDeadline } from './send-deadline'

const root = path.resolve(import.meta.dirname, '../..')
// this is the production server whatever the shell says; React and Next read it when first loaded
Object.assign(process.env, { NODE_ENV: 'production' })
const serverLog = createLogger({ component: 'server' })
// Next's and the dependencies' console output become log lines too (made once .env is loaded)
routeConsoleToLog(createLogger({ component: 'console' }))
nextEnv.loadEnvConfig(root, false, { info: () => undefined, error: console.error })

let env: ReturnType<typeof parseServerEnv>
try {
  env = parseServerEnv(process.env)
} catch (error) {
  serverLog.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const port = env.PORT
// what every response depends on, read once (the server always runs the production build)
const responseSettings = {
  https: env.SITE_URL.startsWith('https:'),
  dev: false,
  trustedHops: env.TRUSTED_PROXY_HOPS,
  pipeline: { distDir: path.resolve(root, env.NEXT_DIST_DIR), patchesOff: env.FRAMEWORK_PATCHES_OFF },
}
const hostname = env.HOSTNAME
const log = (msg: string) => serverLog.info(msg)

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    // Next adds these to its own answers (next.config.ts headers()); this one never reaches Next
    ...ownAnswerHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

/** The methods Next's routes answer; anything else is refused here with 405 on every path. */
const HANDLED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const ALLOW = [...HANDLED_METHODS].join(', ')

const clientMistake = createClientMistakeCheck({
  distDir: responseSettings.pipeline.distDir,
  publicDir: path.join(root, 'public'),
  siteUrl: env.SITE_URL,
  trustedHops: env.TRUSTED_PROXY_HOPS,
  allow: ALLOW,
})

const busy = (res: ServerResponse, retryAfterS: number, extra: Record<string, string> = {}) =>
  sendJson(
    res,
    503,
    { status: 'error', errors: { server: 'The server is busy. Please try again shortly.' } },
    { 'retry-after': String(retryAfterS), ...extra },
  )

const { default: next } = await import('next')
const shedder = createLoadShedder(env.SERVER_MAX_IN_FLIGHT)
const sendDeadline = createSendDeadline({
  parkMs: 1000,
  stallMs: env.SERVER_SEND_STALL_MS,
  maxParked: env.SERVER_MAX_IN_FLIGHT,
  onDrop: (res, reason) => serverLog.info(`dropped an answer its client stopped reading (${reason})`),
})
const readiness = createReadinessCheck(env.DATABASE_URL)
let shuttingDown = false
// set once the parse grace is over: from then on a new request on a kept-alive connection is sent elsewhere
let refusing = false
let active = 0
let drained: (() => void) | undefined

const server = createServer({
  keepAliveTimeout: 5000,
  // a client that trickles its headers or its request gets 408 and its connection closed, instead of
  // holding a socket for Node's default five minutes (checked every 2 s, not every 30 s)
  headersTimeout: env.SERVER_HEADERS_TIMEOUT_MS,
  requestTimeout: Math.max(env.SERVER_REQUEST_TIMEOUT_MS, env.SERVER_HEADERS_TIMEOUT_MS),
  connectionsCheckingInterval: 2000,
})
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${hostname ?? 'localhost'}:${port}`
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port, httpServer: server })
await app.prepare()
const handle = app.getRequestHandler()
// not ready until every route's code is loaded: a request meanwhile would wait seconds for it
let loading = true
void routesLoaded(app)
  .then((result) => {
    if (result.loaded) log(`routes loaded in ${result.ms} ms: ready`)
    else log(`routes load on first request (${result.reason})`)
  })
  .catch((error: unknown) => serverLog.error('loading the routes failed', { err: error }))
  .finally(() => (loading = false))

async function probe(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  if (pathname !== '/api/health' && pathname !== '/api/ready') return false
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { status: 'error', errors: { method: 'Use GET.' } }, { allow: 'GET, HEAD' })
  } else if (pathname === '/api/health') {
    sendJson(res, 200, { status: 'ok' })
  } else if (shuttingDown) {
    sendJson(res, 503, { status: 'unavailable', reason: 'shutting down' }, { 'retry-after': '5' })
  } else if (loading) {
    sendJson(res, 503, { status: 'unavailable', reason: ROUTES_LOADING }, { 'retry-after': '1' })
  } else {
    const result = await readiness.check()
    if (result.ready) sendJson(res, 200, { status: 'ready' })
    else sendJson(res, 503, { status: 'unavailable', reason: result.reason }, { 'retry-after': '5' })
  }
  return true
}

server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  active++
  res.once('close', () => {
    active--
    if (active === 0) drained?.()
  })
  if (refusing) {
    // a request that arrived on a kept-alive connection after SIGTERM: send it elsewhere
    busy(res, 5, { connection: 'close' })
    return
  }
  // an absolute-form target (`GET http://other.example/ HTTP/1.1`) never names the origin of a redirect
  const target = toOriginForm(req.url ?? '/')
  if (target !== undefined) req.url = target
  finishResponse(req, res, responseSettings)
  lingerIfBodyUnread(req)
  if (target === undefined) {
    sendJson(res, 400, { status: 'error', errors: { request: 'Malformed request target.' } })
    return
  }
  if (!HANDLED_METHODS.has(req.method ?? '')) {
    // Next answers a method it has no handler for (TRACE, PROPFIND, PURGE…) with a 500
    sendJson(res, 405, { status: 'error', errors: { method: 'Method not allowed.' } }, { allow: ALLOW })
    return
  }
  const pathname = (req.url ?? '/').split('?', 1)[0]!
  void probe(req, res, pathname)
    .then(async (answered) => {
      if (answered) return
      const mistake = await clientMistake(req)
      if (mistake) return sendEdgeAnswer(res, mistake)
      const release = shedder.tryAcquire()
      if (!release) return busy(res, 1)
      res.once('close', release)
      sendDeadline.watch(res, release)
      await handle(req, res)
    })
    .catch((error: unknown) => {
      serverLog.error('request failed', {
        requestId: req.headers['x-request-id'],
        method: req.method,
        // the path only, as in the access log: query strings carry search terms and campaign data
        path: pathname,
        err: error,
      })
      if (!res.headersSent) sendJson(res, 500, { status: 'error', errors: { server: 'Internal Server Error' } })
      else res.destroy()
    })
})

// headers past Node's maxHeaderSize (a 64 KB cookie), a malformed request line: the status, not a reset
server.on('clientError', (error: Error, socket: Duplex) =>
  answerClientError(error, socket as Socket, ownAnswerHeaders()),
)

// CONNECT never reaches 'request': without a listener Node drops the connection without an answer
server.on('connect', (req: IncomingMessage, socket: Duplex) => {
  socket.on('error', () => socket.destroy())
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
})

const PARSE_GRACE_MS = 100

async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  const started = Date.now()
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // requests whose bytes arrived before the signal but that a busy event loop has not parsed yet
  // are in flight too: let them reach the handler before counting
  await new Promise((resolve) => setTimeout(resolve, PARSE_GRACE_MS))
  refusing = true
  log(`${signal}: draining ${active} request(s), new connections refused`)
  server.closeIdleConnections()
  let timer: NodeJS.Timeout | undefined
  const timedOut = await Promise.race([
    new Promise<false>((resolve) => {
      drained = () => resolve(false)
      if (active === 0) resolve(false)
    }),
    new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), env.SHUTDOWN_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
  if (timedOut) log(`drain timed out after ${env.SHUTDOWN_TIMEOUT_MS} ms with ${active} request(s) open`)
  server.closeAllConnections()
  await closed
  log(`drained in ${Date.now() - started} ms`)
  await runShutdownHooks(Math.max(1000, env.SHUTDOWN_TIMEOUT_MS - (Date.now() - started)), log)
  await readiness.close()
  await app.close().catch(() => undefined)
  log(`stopped after ${Date.now() - started} ms`)
  process.exit(timedOut ? 1 : 0)
}

process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => {
  void shutdown('SIGINT')
  // a second Ctrl+C means now
  process.once('SIGINT', () => process.exit(130))
})

server.on('error', (error) => {
  serverLog.error('could not start', { err: error })
  process.exit(1)
})
server.listen(port, hostname, () => {
  log(`listening on http://${hostname ?? 'localhost'}:${port} (dist ${env.NEXT_DIST_DIR})`)
})
