import { homeRoute } from '@/features/home/home-page'

const route = homeRoute()

export const generateMetadata = route.generateMetadata
export default route.HomePage
