import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * False on the server and while React hydrates the server's HTML, true once this component's code
 * runs in the browser. A form keeps its controls disabled until then: a submit before its handler
 * exists would be the browser's own (a GET with the fields in the address), and React 19 does not
 * replay what was typed into a field before hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, onClient, onServer)
}
