/** Site search's address (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through it. */
export const searchPaths = {
  search: '/search',
} as const
