import * as route from '@/features/consultant-finder/consultant-finder-page'

export const generateMetadata = route.generateMetadata
export default route.ConsultantListPage
