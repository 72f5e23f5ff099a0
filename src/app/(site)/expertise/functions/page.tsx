import { expertiseFamilyRoute } from '@/components/expertise/expertise-pages'

const route = expertiseFamilyRoute('functions')

export const generateMetadata = route.generateMetadata
export default route.ExpertiseFamilyPage
