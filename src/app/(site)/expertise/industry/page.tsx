import { expertiseFamilyRoute } from '@/content/expertise/expertise-routes'

const route = expertiseFamilyRoute('industry')

export const generateMetadata = route.generateMetadata
export default route.IndexPage
