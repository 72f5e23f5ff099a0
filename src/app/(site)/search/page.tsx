import * as route from '@/features/search/search-page'

export const generateMetadata = route.generateMetadata
export default route.SearchPage
