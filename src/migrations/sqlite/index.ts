import * as migration_20261122_033529_initial from './20261122_033529_initial';
import * as migration_20261122_034342_leads_delivery from './20261122_034342_leads_delivery';
import * as migration_20261122_063707_search from './20261122_063707_search';

export const migrations = [
  {
    up: migration_20261122_033529_initial.up,
    down: migration_20261122_033529_initial.down,
    name: '20261122_033529_initial',
  },
  {
    up: migration_20261122_034342_leads_delivery.up,
    down: migration_20261122_034342_leads_delivery.down,
    name: '20261122_034342_leads_delivery',
  },
  {
    up: migration_20261122_063707_search.up,
    down: migration_20261122_063707_search.down,
    name: '20261122_063707_search'
  },
];
