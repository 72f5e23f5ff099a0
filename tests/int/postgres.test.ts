import { describe, it } from 'vitest'
import { postgresAvailable } from './support/cms'
import { cmsSuite } from './support/cms-suite'

if (await postgresAvailable()) {
  cmsSuite('postgres')
} else {
  describe.skip('CMS on postgres (no server at 127.0.0.1:5432)', () => {
    it('skipped', () => {})
  })
}
