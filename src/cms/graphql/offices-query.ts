import type { GraphQLExtension } from 'payload'
import { OFFICE_LIST_MAX } from '@/lib/constants'

/**
 * The spec's query for the contact form's office dropdown, beside Payload's own schema:
 * `offices(first: Int) { nodes { id officeId title slug } }`, capped at 10000 (requirements §7.2).
 */
export const officesQuery: GraphQLExtension = (GraphQL) => {
  const OfficeNode = new GraphQL.GraphQLObjectType({
    name: 'OfficeNode',
    fields: {
      id: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLID) },
      officeId: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLInt) },
      title: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) },
      slug: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) },
    },
  })
  const OfficeConnection = new GraphQL.GraphQLObjectType({
    name: 'OfficeConnection',
    fields: {
      nodes: { type: new GraphQL.GraphQLNonNull(new GraphQL.GraphQLList(new GraphQL.GraphQLNonNull(OfficeNode))) },
    },
  })
  return {
    offices: {
      type: new GraphQL.GraphQLNonNull(OfficeConnection),
      args: { first: { type: GraphQL.GraphQLInt } },
      resolve: async (
        _source: unknown,
        args: { first?: number | null },
        context: { req: import('payload').PayloadRequest },
      ) => {
        const requested = args.first ?? OFFICE_LIST_MAX
        if (!Number.isInteger(requested) || requested < 1) {
          throw new GraphQL.GraphQLError('Argument "first" must be a positive integer.')
        }
        const { req } = context
        const result = await req.payload.find({
          collection: 'offices',
          limit: Math.min(requested, OFFICE_LIST_MAX),
          sort: 'title',
          depth: 0,
          overrideAccess: false,
          select: { officeId: true, title: true, slug: true },
          req,
        })
        return {
          nodes: result.docs.map((d) => ({ id: String(d.id), officeId: d.officeId, title: d.title, slug: d.slug })),
        }
      },
    },
  }
}
