/** User-facing texts shared by web and api. Spec texts are verbatim. */
export const COMMON_MESSAGES = {
  notFound: 'Not found',
  unauthorized: 'Authentication failed. Please try again.',
  /** A signed-in user without the admin role asking for an admin page or endpoint. */
  adminOnly: 'You are not allowed to view this page.',
  /** Spec §8: shown when the server no longer accepts the session (signed out elsewhere), then /login. */
  authError: 'Authentication error',
  internal: 'Something went wrong. Please try again.',
  tooManyRequests: 'Server busy. Please wait a moment and try again.',
  invalidRequest: 'Invalid request.',
} as const;

export const NOT_FOUND_PAGE = {
  code: '404',
  text: 'Whoops! It looks like you are lost!',
  back: 'Go back',
} as const;
