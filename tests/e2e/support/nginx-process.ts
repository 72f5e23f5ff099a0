import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { mainConfigForTest, readDeployConfig, siteConfigForTest } from './nginx-config'

/**
 * nginx as a child process of the test, never the system service: its own prefix, configuration,
 * cache, logs and pid file in a temporary folder, on a free loopback port.
 */
export type NginxProcess = { origin: string; stop: () => Promise<void> }

/** Debian puts nginx in /usr/sbin, which an ordinary user's PATH leaves out. */
export function findNginx(): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/local/nginx/sbin',
  ]
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'nginx')
    try {
      accessSync(file, constants.X_OK)
      return file
    } catch {
      // not here
    }
  }
  return undefined
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type PreparedNginx = { binary: string; dir: string; conf: string; cacheDir: string; port: number }

/** Writes the test's main file and the deployment file (swapped for this machine) into a fresh folder. */
export async function prepareNginx(binary: string, upstreamPort: number): Promise<PreparedNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-e2e-'))
  // run as root, nginx's workers are `nobody` and must reach the cache and temp folders inside
  chmodSync(dir, 0o755)
  const cacheDir = path.join(dir, 'cache')
  const port = await freePort()
  const siteFile = path.join(dir, 'site.conf')
  writeFileSync(siteFile, siteConfigForTest(readDeployConfig(), { listenPort: port, upstreamPort, cacheDir }))
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, mainConfigForTest(dir, siteFile))
  return { binary, dir, conf, cacheDir, port }
}

const globals = (dir: string) => `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;`
const args = (n: PreparedNginx) => ['-p', n.dir, '-c', n.conf, '-g', globals(n.dir)]

/** `nginx -t`: the exit code and what nginx said. */
export async function testNginxConfig(n: PreparedNginx): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(n.binary, ['-t', ...args(n)])
    return { ok: true, output: stdout + stderr }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` || failed.message }
  }
}

export async function startNginx(n: PreparedNginx): Promise<NginxProcess> {
  const child: ChildProcess = spawn(n.binary, args(n), { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (d) => (output += String(d)))
  child.stderr!.on('data', (d) => (output += String(d)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const errorLog = () => (existsSync(`${n.dir}/error.log`) ? readFileSync(`${n.dir}/error.log`, 'utf8') : '')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(n.port, '127.0.0.1', () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) {
      return {
        origin: `http://127.0.0.1:${n.port}`,
        stop: async () => {
          // SIGTERM: nginx's fast shutdown, workers included
          if (child.exitCode === null) child.kill('SIGTERM')
          await exited
          rmSync(n.dir, { recursive: true, force: true })
        },
      }
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`nginx did not start on port ${n.port}:\n${output}\n${errorLog()}`)
}
