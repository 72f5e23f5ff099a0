import { cmsSuite } from './support/cms-suite'

cmsSuite('sqlite')
