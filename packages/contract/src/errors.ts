// The error catalogue of SPEC.md section 8: status codes, the wrapper's status texts and every
// user-facing message. The server's AppError carries an `ErrorCode` (a key of ERROR_MESSAGES).

/** HTTP status codes with the meaning this API gives them (SPEC.md section 8). */
export const API_STATUS = {
  /** Request aborted or offline on the client (no HTTP response). */
  NONE: 0,
  OK: 200,
  ACCEPTED: 202,
  NO_CONTENT: 204,
  PARTIAL_CONTENT: 206,
  /** Payment link: amount too low to process. */
  AMOUNT_TOO_LOW: 208,
  /** Duplicate / already done (email or nickname taken, purchase completed, not found). */
  DUPLICATE: 209,
  /** Payment link: the client's cart total does not match the server's. */
  MISMATCH: 300,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
} as const;
export type ApiStatus = (typeof API_STATUS)[keyof typeof API_STATUS];

/** Statuses that carry JSON data besides 200. */
export const STATUSES_WITH_DATA: readonly number[] = [200, 206, 209, 406];
/** Statuses that are successes without a body. */
export const STATUSES_WITHOUT_DATA: readonly number[] = [202, 204];

/** The API client's text per error status; any 5xx maps to 'Server error'. */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Data format error',
  401: 'Auth failed',
  403: 'No Permission',
  404: 'No data found',
  409: 'Already exists',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too many requests',
  500: 'Server error',
};

/** Text for an error status (5xx collapse to 'Server error'); undefined when none is defined. */
export function httpStatusText(status: number): string | undefined {
  if (status >= 500 && status <= 599) return HTTP_STATUS_TEXT[500];
  return HTTP_STATUS_TEXT[status];
}

/** Client-side failure kinds reported with status 0. */
export const CLIENT_ERRORS = {
  REQUEST_ABORTED: 'request_aborted',
  NETWORK_ERROR: 'network_error',
} as const;

export const ERROR_MESSAGES = {
  // Wrapper
  SERVER_ERROR: 'Server error',
  DATA_FORMAT_ERROR: 'Data format error',
  AUTH_FAILED: 'Auth failed',
  NO_PERMISSION: 'No Permission',
  NO_DATA_FOUND: 'No data found',
  ALREADY_EXISTS: 'Already exists',
  UNPROCESSABLE_ENTITY: 'Unprocessable Entity',
  TOO_MANY_REQUESTS: 'Too many requests',
  LOCKED: 'Locked',
  UNKNOWN_RESPONSE_CODE: 'Unknown response code',
  CONTACT_SUPPORT: 'Please contact support',
  PARSE_ERROR_TITLE: 'Error!',
  PARSE_ERROR: 'Unable to parse data from server',
  ROUTE_NOT_FOUND: 'Route Not Found',
  ERROR_TITLE: 'Error',
  SUCCESS_TITLE: 'Success',
  SOMETHING_WENT_WRONG: 'Something went wrong.',
  PAGE_NOT_FOUND: 'Page not found',
  CHECK_YOUR_LINK: 'Please check your link',
  CHECK_YOUR_TIME: 'Please check your time',
  // Validation (SPEC.md section 5)
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Email is invalid',
  PASSWORD_REQUIRED: 'Password is required',
  REPORT_BLANK_MESSAGE: 'Blank message cannot be submitted.',
  REPORT_INVALID_EMAIL: 'Invalid email address.',
  REPORT_INVALID_CELL: 'Invalid cell number.',
  DEPARTMENTS_INCORRECT_TITLE: 'Incorrect Data',
  DEPARTMENTS_INCORRECT: 'Data for departments is not correct',
  // Login
  LOGIN_INCORRECT: 'Email or password is incorrect',
  GENERIC_ERROR: 'An error occurred',
  // Forgot password and magic link
  EMAIL_DOES_NOT_EXIST: 'Email does not exist',
  RESET_EMAIL_SENT: 'Reset email sent',
  MAGIC_LINK_SENT: 'Magic Link sent',
  // Sign-up and register
  EMAIL_EXISTS: 'Email already exists',
  NICKNAME_EXISTS: 'Nickname already exists',
  ACCOUNT_EXISTS: 'Account already exists',
  REGISTER_NETWORK_ERROR: 'Network error. Please try again later',
  SIGNUP_MISSING_FIELDS: 'Data is missing required fields from the server',
  SIGNUP_SUCCESS:
    "Please check your email for the activation link. If you don't see it, remember to look in your spam or junk folder.",
  // Tokens
  JWT_DECODE_FAILED: 'JWT could not be decoded',
  // Payment link
  NO_DATA_RECEIVED: 'No data received',
  CART_TOTAL_MISMATCH: 'cart_total_mismatch',
  PURCHASE_COMPLETED: 'Purchase request already completed',
  AMOUNT_TOO_LOW: 'Amount too low to process',
  INCORRECT_DATA_RECEIVED: 'Incorrect data received',
  // Profile
  USERNAME_EXISTS: 'Username already exists',
  PROFILE_IMAGE_EMPTY: 'profileImage is empty',
  // Images
  SIGNED_URL_FAILED: 'Failed to get signed URL',
  UPLOAD_FAILED: 'Failed to upload image to S3',
  FILE_TYPE_UNKNOWN: 'File type could not be determined',
  // Rewards
  CHECK_CONNECTION: 'Please check your internet connection and refresh the page.',
  REWARD_HISTORY_FAILED: "Couldn't fetch user reward history. Please try again later.",
  DAILY_CHECK_IN_FAILED: "Couldn't fetch user daily check-in status. Please try again later.",
  // Socket
  NETWORK_TIMEOUT: 'Network Timeout',
  TIME_NOT_SYNCED: 'Time not synced',
  AUTHENTICATION_FAILED: 'Authentication failed',
  FAILED_TO_AUTHENTICATE: 'Failed to authenticate',
  PLEASE_LOGIN_AGAIN: 'Please login again',
  NETWORK_ERROR: 'Network error',
  SENDING_BID_FAILED: 'Sending Bid failed',
  INVALID_RESPONSE_FORMAT: 'Invalid response format',
  INVALID_COMMAND: 'Invalid command',
  // Assistant
  CHAT_SEND_FAILED: 'There was an issue sending your message. Please try again.',
  CHAT_TOO_MANY_PENDING:
    'Hang tight! Your messages are on their way. Please wait a moment before sending another.',
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Status keys of the assistant's reply (`statusKey`). */
export const CHAT_STATUS_KEYS = [
  'success',
  'no_response',
  'no_data',
  'error_server',
  'error_network',
  'request_aborted',
  'server_response_unknown_status',
] as const;
export type ChatStatusKey = (typeof CHAT_STATUS_KEYS)[number];

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

/** Internal (logged, never shown) assistant error keys. */
export const CHAT_INTERNAL_KEYS = [
  'missing-data',
  'incorrect_data_format',
  'no_data',
  'no_response',
  'termination_unknown_handler',
] as const;
export type ChatInternalKey = (typeof CHAT_INTERNAL_KEYS)[number];
