// The error catalogue of SPEC.md section 8: every user-facing message with its code and, for the
// errors the server answers with, its HTTP status. The server's AppError carries an `ErrorCode`.

/** One entry of the catalogue: its text and, for errors the server answers with, the HTTP status. */
interface CatalogueEntry {
  readonly message: string;
  readonly status?: number;
}

/**
 * The error catalogue: every code with its English text and, where the server answers with it, its
 * HTTP status. The server's AppError takes its status from here, the web's API client reads the
 * text of a failed status from here, and the translations are keyed by the code.
 */
export const ERROR_CATALOGUE = {
  // Wrapper status handling
  SERVER_ERROR: { status: 500, message: 'Server error' },
  DATA_FORMAT_ERROR: { status: 400, message: 'Data format error' },
  AUTH_FAILED: { status: 401, message: 'Auth failed' },
  NO_PERMISSION: { status: 403, message: 'No Permission' },
  NO_DATA_FOUND: { status: 404, message: 'No data found' },
  ALREADY_EXISTS: { status: 409, message: 'Already exists' },
  UNPROCESSABLE_ENTITY: { status: 422, message: 'Unprocessable Entity' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests' },
  LOCKED: { status: 423, message: 'Locked' },
  UNKNOWN_RESPONSE_CODE: { message: 'Unknown response code' },
  CONTACT_SUPPORT: { message: 'Please contact support' },
  PARSE_ERROR_TITLE: { message: 'Error!' },
  PARSE_ERROR: { message: 'Unable to parse data from server' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route Not Found' },
  ERROR_TITLE: { message: 'Error' },
  SUCCESS_TITLE: { message: 'Success' },
  SOMETHING_WENT_WRONG: { message: 'Something went wrong.' },
  PAGE_NOT_FOUND: { status: 404, message: 'Page not found' },
  CHECK_YOUR_LINK: { message: 'Please check your link' },
  CHECK_YOUR_TIME: { message: 'Please check your time' },
  // Validation (SPEC.md section 5)
  EMAIL_REQUIRED: { message: 'Email is required' },
  EMAIL_INVALID: { message: 'Email is invalid' },
  PASSWORD_REQUIRED: { message: 'Password is required' },
  REPORT_BLANK_MESSAGE: { message: 'Blank message cannot be submitted.' },
  REPORT_INVALID_EMAIL: { message: 'Invalid email address.' },
  REPORT_INVALID_CELL: { message: 'Invalid cell number.' },
  DEPARTMENTS_INCORRECT_TITLE: { message: 'Incorrect Data' },
  DEPARTMENTS_INCORRECT: { message: 'Data for departments is not correct' },
  // Login
  LOGIN_INCORRECT: { message: 'Email or password is incorrect' },
  GENERIC_ERROR: { message: 'An error occurred' },
  // Forgot password and magic link
  EMAIL_DOES_NOT_EXIST: { message: 'Email does not exist' },
  RESET_EMAIL_SENT: { message: 'Reset email sent' },
  MAGIC_LINK_SENT: { message: 'Magic Link sent' },
  // Sign-up and register
  EMAIL_EXISTS: { message: 'Email already exists' },
  NICKNAME_EXISTS: { message: 'Nickname already exists' },
  ACCOUNT_EXISTS: { message: 'Account already exists' },
  REGISTER_NETWORK_ERROR: { message: 'Network error. Please try again later' },
  SIGNUP_MISSING_FIELDS: { message: 'Data is missing required fields from the server' },
  SIGNUP_SUCCESS: {
    message: "Please check your email for the activation link. If you don't see it, remember to look in your spam or junk folder.",
  },
  // Tokens
  JWT_DECODE_FAILED: { message: 'JWT could not be decoded' },
  // Payment link
  NO_DATA_RECEIVED: { message: 'No data received' },
  CART_TOTAL_MISMATCH: { message: 'cart_total_mismatch' },
  PURCHASE_COMPLETED: { message: 'Purchase request already completed' },
  AMOUNT_TOO_LOW: { message: 'Amount too low to process' },
  INCORRECT_DATA_RECEIVED: { message: 'Incorrect data received' },
  // Profile
  USERNAME_EXISTS: { message: 'Username already exists' },
  PROFILE_IMAGE_EMPTY: { message: 'profileImage is empty' },
  // Images
  SIGNED_URL_FAILED: { status: 500, message: 'Failed to get signed URL' },
  UPLOAD_FAILED: { status: 422, message: 'Failed to upload image to S3' },
  FILE_TYPE_UNKNOWN: { status: 422, message: 'File type could not be determined' },
  // Rewards
  CHECK_CONNECTION: { message: 'Please check your internet connection and refresh the page.' },
  REWARD_HISTORY_FAILED: { message: "Couldn't fetch user reward history. Please try again later." },
  DAILY_CHECK_IN_FAILED: { message: "Couldn't fetch user daily check-in status. Please try again later." },
  // Socket
  NETWORK_TIMEOUT: { message: 'Network Timeout' },
  TIME_NOT_SYNCED: { message: 'Time not synced' },
  AUTHENTICATION_FAILED: { message: 'Authentication failed' },
  FAILED_TO_AUTHENTICATE: { message: 'Failed to authenticate' },
  PLEASE_LOGIN_AGAIN: { message: 'Please login again' },
  NETWORK_ERROR: { message: 'Network error' },
  SENDING_BID_FAILED: { message: 'Sending Bid failed' },
  INVALID_RESPONSE_FORMAT: { message: 'Invalid response format' },
  INVALID_COMMAND: { message: 'Invalid command' },
  // Assistant
  CHAT_SEND_FAILED: { message: 'There was an issue sending your message. Please try again.' },
  CHAT_TOO_MANY_PENDING: { message: 'Hang tight! Your messages are on their way. Please wait a moment before sending another.' },
} as const satisfies Record<string, CatalogueEntry>;

type Catalogue = typeof ERROR_CATALOGUE;
export type ErrorCode = keyof Catalogue;
/** Codes the server answers a call with: those that carry an HTTP status. */
export type HttpErrorCode = { [C in ErrorCode]: Catalogue[C] extends { status: number } ? C : never }[ErrorCode];

/** The English text of every code. */
export const ERROR_MESSAGES = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.message])) as {
  readonly [C in ErrorCode]: Catalogue[C]['message'];
};

/** The HTTP status the server answers with for `code`. */
export function errorStatus(code: HttpErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** The codes whose text the API client shows for a failed status (SPEC.md 'Wrapper status handling'). */
const WRAPPER_CODES = [
  'DATA_FORMAT_ERROR',
  'AUTH_FAILED',
  'NO_PERMISSION',
  'NO_DATA_FOUND',
  'ALREADY_EXISTS',
  'UNPROCESSABLE_ENTITY',
  'LOCKED',
  'TOO_MANY_REQUESTS',
  'SERVER_ERROR',
] as const satisfies readonly HttpErrorCode[];

const WRAPPER_CODE_BY_STATUS: ReadonlyMap<number, HttpErrorCode> = new Map(WRAPPER_CODES.map((code) => [errorStatus(code), code]));

/** The wrapper's code for an error status (any 5xx is SERVER_ERROR); undefined when it names none. */
export function errorCodeForStatus(status: number): HttpErrorCode | undefined {
  if (status >= 500 && status <= 599) return 'SERVER_ERROR';
  return WRAPPER_CODE_BY_STATUS.get(status);
}

/** The wrapper's text for an error status; undefined when it names none. */
export function httpStatusText(status: number): string | undefined {
  const code = errorCodeForStatus(status);
  return code && ERROR_MESSAGES[code];
}

/** Translation keys of the assistant's fallback messages. */
export const CHAT_MESSAGE_KEYS = [
  'empty_user_message',
  'error_response_message',
  'no_response_message',
  'chat_no_network_error',
  'timeout_message',
  'error_message_generic',
] as const;
export type ChatMessageKey = (typeof CHAT_MESSAGE_KEYS)[number];
