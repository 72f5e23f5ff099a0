import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'
import { anyone, authenticated } from '@/content/shared/access'
import { revalidateCollection } from '@/content/shared/revalidate'
import { createsLoop, normalisePath } from './redirects-loop'

const refuseLoops: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const from = data?.from ?? originalDoc?.from
  const to = data?.to ?? originalDoc?.to
  if (typeof from !== 'string' || typeof to !== 'string') return data
  const saved = await req.payload.find({ collection: 'redirects', limit: 0, pagination: false, depth: 0, req })
  const others = saved.docs.filter((d) => d.id !== originalDoc?.id)
  if (createsLoop(from, to, others)) {
    throw new APIError(`This redirect would create a loop starting at ${normalisePath(from)}.`, 400, undefined, true)
  }
  return { ...data, from: normalisePath(from), to: /^[a-z]+:\/\//i.test(to) ? to : normalisePath(to) }
}

const revalidate = revalidateCollection('redirects')

/** Editable redirects, applied before routing. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: {
    beforeValidate: [refuseLoops],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'from', type: 'text', required: true, unique: true, index: true },
    { name: 'to', type: 'text', required: true },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
  ],
}
