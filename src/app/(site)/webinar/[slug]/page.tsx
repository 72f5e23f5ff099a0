import { webinarRoute } from '@/content/insights/webinar-page'

const route = webinarRoute()

/** Upcoming turns to past with time, not with an edit: re-render hourly. */
export const revalidate = 3600

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.WebinarPage
