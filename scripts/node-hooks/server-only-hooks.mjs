/**
 * Module hooks (Node's module.register) for a plain-Node process that loads the site's server
 * modules: `server-only` resolves as it does in Next's server bundle, to the package's empty module
 * (its `react-server` export), instead of the module that throws. Every other import is untouched.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}
