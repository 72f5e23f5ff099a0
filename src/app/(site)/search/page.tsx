import { searchRoute } from '@/content/search/search-page'

const route = searchRoute()

export const generateMetadata = route.generateMetadata
export default route.SearchPage
