import * as migration_20261122_033533_initial from './20261122_033533_initial';
import * as migration_20261122_034337_leads_delivery from './20261122_034337_leads_delivery';
import * as migration_20261122_063745_search from './20261122_063745_search';

export const migrations = [
  {
    up: migration_20261122_033533_initial.up,
    down: migration_20261122_033533_initial.down,
    name: '20261122_033533_initial',
  },
  {
    up: migration_20261122_034337_leads_delivery.up,
    down: migration_20261122_034337_leads_delivery.down,
    name: '20261122_034337_leads_delivery',
  },
  {
    up: migration_20261122_063745_search.up,
    down: migration_20261122_063745_search.down,
    name: '20261122_063745_search'
  },
];
