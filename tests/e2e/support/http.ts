import http from 'node:http'

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }

/** One request on a fresh connection (no pooled keep-alive socket), or 'refused' when none opens. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply | 'refused'> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body, ms: Date.now() - started }))
        res.on('error', reject)
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') resolve('refused')
      else reject(error)
    })
    req.end(options.body)
  })
}

/**
 * A JSON POST whose body is sent in two halves: the first now, the rest when `finish()` is called,
 * so the server holds it as an in-flight request for as long as the test wants.
 */
export function slowPost(url: string, json: object): { finish: () => void; reply: Promise<Reply> } {
  const body = Buffer.from(JSON.stringify(json))
  const half = Math.floor(body.length / 2)
  const started = Date.now()
  let finish = () => {}
  const reply = new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (text += d))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: text, ms: Date.now() - started }),
        )
      },
    )
    req.on('error', reject)
    req.write(body.subarray(0, half))
    finish = () => req.end(body.subarray(half))
  })
  return { finish: () => finish(), reply }
}
