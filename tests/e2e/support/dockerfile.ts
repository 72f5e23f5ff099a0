import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The run stage of the repository's Dockerfile, read the way Docker reads it (for the instructions
 * the container tests need): its ENV settings, its VOLUMEs, its USER and its CMD, so a test runs the
 * image's own start command with the image's own settings without building or pulling an image.
 */
export type RunStage = { env: Record<string, string>; volumes: string[]; user?: string; cmd: string[] }

export function readRunStage(file = path.resolve(import.meta.dirname, '../../../Dockerfile')): RunStage {
  // continuation lines joined, comments and blank lines dropped
  const instructions = readFileSync(file, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const lastFrom = instructions.findLastIndex((line) => /^FROM\s/i.test(line))
  const stage: RunStage = { env: {}, volumes: [], cmd: [] }
  for (const line of instructions.slice(lastFrom + 1)) {
    const [, keyword = '', rest = ''] = /^(\w+)\s+(.*)$/.exec(line) ?? []
    switch (keyword.toUpperCase()) {
      case 'ENV':
        for (const [, name, value] of rest.matchAll(/([A-Za-z_]\w*)=("[^"]*"|\S*)/g)) {
          stage.env[name!] = value!.replace(/^"(.*)"$/, '$1')
        }
        break
      case 'VOLUME':
        stage.volumes = rest.startsWith('[') ? (JSON.parse(rest) as string[]) : rest.split(/\s+/)
        break
      case 'USER':
        stage.user = rest
        break
      case 'CMD':
        stage.cmd = JSON.parse(rest) as string[]
        break
    }
  }
  return stage
}
