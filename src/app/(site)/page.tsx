import { homeRoute } from '@/content/home/home-page'

const route = homeRoute()

export const generateMetadata = route.generateMetadata
export default route.HomePage
