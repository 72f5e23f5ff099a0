import * as migration_20261122_033529_initial from './20261122_033529_initial';

export const migrations = [
  {
    up: migration_20261122_033529_initial.up,
    down: migration_20261122_033529_initial.down,
    name: '20261122_033529_initial'
  },
];
