import { providePayloadConfig } from '@/lib/payload.server'
import config from './payload.config'

/**
 * Importing this module hands the CMS config to the read layer (src/lib/payload.server.ts), which
 * cannot import it (lib is the ground floor). Every way into the server imports it: the root layouts
 * and route handlers under src/app (checked by src/app/provided-config.test.ts), instrumentation,
 * and the scripts, which also take the config from here.
 */
providePayloadConfig(config)

export default config
