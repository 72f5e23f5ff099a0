import * as route from '@/content/home/home-page'

export const generateMetadata = route.generateMetadata
export default route.HomePage
