import * as route from '@/content/search/search-page'

export const generateMetadata = route.generateMetadata
export default route.SearchPage
