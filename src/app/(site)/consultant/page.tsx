import * as route from '@/content/consultants/finder/consultant-finder-page'

export const generateMetadata = route.generateMetadata
export default route.ConsultantListPage
