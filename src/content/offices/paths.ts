const officeSurvey = (office: string) => `/office/${office}/board-readiness-survey/contact-us` as const

/** The offices' addresses (`docs/architecture.md#modules-and-routes-one-list`): any content module may link through them. */
export const officePaths = {
  offices: '/international-locations',
  office: (slug: string) => `/office/${slug}` as const,
  officeService: (office: string, service: string) => `/office/${office}/${service}` as const,
  officeSurvey,
  officeSurveyThankYou: (office: string) => `${officeSurvey(office)}/thank-you` as const,
} as const
