import * as route from '@/features/home/home-page'

export const generateMetadata = route.generateMetadata
export default route.HomePage
