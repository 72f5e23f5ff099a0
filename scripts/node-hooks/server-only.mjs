// node --import ./scripts/node-hooks/server-only.mjs …: this process is the server side (see README.md)
import { register } from 'node:module'

register('./server-only-hooks.mjs', import.meta.url)
