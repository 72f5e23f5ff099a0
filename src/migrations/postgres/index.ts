import * as migration_20261122_033533_initial from './20261122_033533_initial';

export const migrations = [
  {
    up: migration_20261122_033533_initial.up,
    down: migration_20261122_033533_initial.down,
    name: '20261122_033533_initial'
  },
];
