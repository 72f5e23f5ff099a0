import { describe, it } from 'vitest'
import { postgresAvailable } from './support/cms'
import { searchSuite } from './support/search-suite'

searchSuite('sqlite')

if (await postgresAvailable()) {
  searchSuite('postgres')
} else {
  describe.skip('site search on postgres (no server at 127.0.0.1:5432)', () => {
    it('skipped', () => {})
  })
}
