/** The words of the requirements §2 error page for anything but 404. */
export const SERVER_ERROR_TEXTS = {
  crumb: 'Internal Server Error',
  heading: 'Oops, something went wrong.',
  text: 'We are currently resolving the issue. Please try again later.',
} as const
