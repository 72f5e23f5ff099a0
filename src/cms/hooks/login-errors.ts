import { AuthenticationError, LockedAuth, type AfterErrorHook, type CollectionBeforeOperationHook } from 'payload'

/**
 * Sign-in answers must not tell an attacker which e-mail addresses have accounts. Payload answers
 * an unknown address and a wrong password alike (401), but a locked account with 403 "This user is
 * locked…", and an unknown address much faster than a wrong password (no key derivation). These
 * hooks make every failed sign-in the same 401 with the same body, after the same minimum time.
 */
export const LOGIN_FAILED_MESSAGE = 'The email or password provided is incorrect.'
export const LOGIN_FAILURE_MIN_MS = 400
const JITTER_MS = 40
const STARTED = 'loginStartedAt'

/** Notes when a sign-in began, so a failure can be answered no sooner than the slowest path. */
export const markLoginStart: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login') req.context[STARTED] = Date.now()
  return args
}

// instanceof, not the error's name: a production build minifies class names
const isLoginFailure = (error: unknown): boolean => error instanceof AuthenticationError || error instanceof LockedAuth

async function padFrom(started: unknown): Promise<void> {
  const begun = typeof started === 'number' ? started : Date.now()
  const wait = begun + LOGIN_FAILURE_MIN_MS + Math.random() * JITTER_MS - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** REST (`POST /api/users/login`, used by the admin and /login). */
export const uniformLoginFailure: AfterErrorHook = async ({ error, context }) => {
  if (!isLoginFailure(error) || context[STARTED] === undefined) return
  await padFrom(context[STARTED])
  return { response: { errors: [{ message: LOGIN_FAILED_MESSAGE }] }, status: 401 }
}

/** GraphQL (`mutation { loginUser(…) }`): the same message and status in the GraphQL error. */
export const uniformGraphqlLoginFailure: AfterErrorHook = async ({ error, graphqlResult, context }) => {
  if (!graphqlResult) return
  const original = (error as { originalError?: unknown }).originalError ?? error
  if (!isLoginFailure(original)) return
  await padFrom(context[STARTED])
  return {
    graphqlResult: {
      ...graphqlResult,
      message: LOGIN_FAILED_MESSAGE,
      extensions: { name: 'AuthenticationError', statusCode: 401 },
    },
  }
}
