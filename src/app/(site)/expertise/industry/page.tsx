import { expertiseFamilyRoute } from '@/components/expertise/expertise-pages'

const route = expertiseFamilyRoute('industry')

export const generateMetadata = route.generateMetadata
export default route.ExpertiseFamilyPage
