import { consultantListRoute } from '@/content/consultants/finder/consultant-finder-page'

const route = consultantListRoute()

export const generateMetadata = route.generateMetadata
export default route.ConsultantListPage
