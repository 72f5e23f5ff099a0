import { expertiseFamilyRoute } from '@/content/expertise/expertise-routes'

const route = expertiseFamilyRoute('functions')

export const generateMetadata = route.generateMetadata
export default route.IndexPage
