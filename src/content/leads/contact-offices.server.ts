import 'server-only'
import { configToSchema } from '@payloadcms/graphql'
import { graphql, type GraphQLSchema } from 'graphql'
import { notFound } from 'next/navigation'
import { createLocalReq, type SanitizedConfig } from 'payload'
import { cachedRead } from '@/lib/cached-read'
import { OFFICE_LIST_MAX } from '@/lib/constants'
import { payloadClient } from '@/lib/payload.server'

/** One office of the candidate's office dropdown (requirements §3 "Office, read for the dropdown"). */
export type OfficeOption = { id: string; officeId: number; title: string; slug: string }

/** What the contact form's dropdown needs of an office: its value and its label. */
export type OfficeChoice = Pick<OfficeOption, 'officeId' | 'title'>

/** requirements §7.2, the office list query, run in-process against the site's own GraphQL schema. */
export const OFFICE_OPTIONS_QUERY = `query OfficeOptions {
  offices(first: ${OFFICE_LIST_MAX}) { nodes { id officeId title slug } }
}`

type OfficesData = { offices?: { nodes?: OfficeOption[] | null } | null }

// Building Payload's schema walks every collection; do it once per process.
let schema: GraphQLSchema | undefined
function officeSchema(config: SanitizedConfig): GraphQLSchema {
  schema ??= configToSchema(config).schema
  return schema
}

/** null when the result holds no office list (requirements §8: a 404 page); throws on query errors (500). */
const queryOfficeOptions = cachedRead(
  async (): Promise<OfficeOption[] | null> => {
    const payload = await payloadClient()
    const result = await graphql({
      schema: officeSchema(payload.config),
      source: OFFICE_OPTIONS_QUERY,
      contextValue: { req: await createLocalReq({}, payload) },
    })
    if (result.errors?.length) {
      throw new Error(`Office list query failed: ${result.errors.map((e) => e.message).join('; ')}`)
    }
    const nodes = (result.data as OfficesData | null | undefined)?.offices?.nodes
    if (!Array.isArray(nodes)) return null
    return nodes.map(({ id, officeId, title, slug }) => ({ id: String(id), officeId, title, slug }))
  },
  { key: 'office-options', tags: ['offices'] },
)

export async function getOfficeOptions(): Promise<OfficeOption[]> {
  const offices = await queryOfficeOptions()
  if (!offices) notFound()
  return offices
}
