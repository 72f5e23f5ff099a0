/**
 * `npm run generate`: writes the registry's module lists from the folders of src/content
 * (src/content/registry/module-lists.ts), then regenerates src/payload-types.ts and the admin import
 * map from the config.
 * In-process with Lexical preloaded, like scripts/migrate.ts: `payload generate:types` can end
 * silently under Node 20 without writing anything (docs/decisions/0003).
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

let finished = false
process.on('exit', () => {
  if (!finished && !process.exitCode) {
    console.error('Generation did not finish: the process ended while loading.')
    process.exitCode = 1
  }
})

async function main(): Promise<void> {
  const { writeModuleLists } = await import('../src/content/registry/module-lists')
  for (const file of await writeModuleLists(process.cwd())) console.log(`Generated: ${file}`)
  const { preloadLexical } = await import('../src/cms/seed/preload')
  await preloadLexical()
  const { default: configPromise } = await import('../src/cms/provide-config')
  const config = await configPromise
  const { generateTypes } = await import('payload/node')
  const { generateImportMap } = await import('payload')
  await generateTypes(config)
  await generateImportMap(config, { force: true, log: false })
  console.log('Generated: payload-types.ts and the admin import map.')
}

main()
  .then(() => {
    finished = true
    process.exit(0)
  })
  .catch((error: unknown) => {
    console.error(`Generation failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
