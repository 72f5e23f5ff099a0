import type { FragmentDefinitionNode } from 'graphql'

/**
 * A measure of named fragments (depth, cost) taken once per fragment however often it is spread.
 * While a fragment is being measured it counts 0, so a cycle (refused by NoFragmentCyclesRule,
 * which may run after the limit rules) cannot loop here.
 */
export function perFragment(measure: (fragment: FragmentDefinitionNode) => number) {
  const known = new Map<string, number>()
  return (fragment: FragmentDefinitionNode): number => {
    const name = fragment.name.value
    let value = known.get(name)
    if (value === undefined) {
      known.set(name, 0)
      value = measure(fragment)
      known.set(name, value)
    }
    return value
  }
}
