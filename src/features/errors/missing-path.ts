/** The request header by which the proxy tells the not-found page which address was asked for. */
export const MISSING_PATH_HEADER = 'x-arden-missing-path'
