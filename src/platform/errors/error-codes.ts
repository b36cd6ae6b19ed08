// Every machine-readable error code of the API, its HTTP status and its default message (SPEC 2).
// Typed as a Record so that adding a code without a status or message does not compile.
export type ErrorCode =
  | 'invalid_input'
  | 'malformed_request'
  | 'unsupported_media_type'
  | 'unauthenticated'
  | 'forbidden'
  | 'user_not_found'
  | 'not_found'
  | 'insufficient_credits'
  | 'credit_limit_reached'
  | 'rate_limited'
  | 'conflict'
  | 'payload_too_large'
  | 'internal_error'
  | 'service_unavailable';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 422,
  malformed_request: 400,
  unsupported_media_type: 415,
  unauthenticated: 401,
  forbidden: 403,
  user_not_found: 400,
  not_found: 404,
  insufficient_credits: 402,
  credit_limit_reached: 429,
  rate_limited: 429,
  conflict: 409,
  payload_too_large: 413,
  internal_error: 500,
  service_unavailable: 503,
};

export const ERROR_MESSAGE: Record<ErrorCode, string> = {
  invalid_input: 'Invalid input',
  malformed_request: 'Malformed request body',
  unsupported_media_type: 'Unsupported media type',
  unauthenticated: 'Failed to authenticate request. Please add the service-api-key header in request',
  forbidden: 'This API key is not allowed to call this endpoint',
  user_not_found: 'User does not exists',
  not_found: 'Not found',
  insufficient_credits: 'Not enough credits to complete the transaction',
  credit_limit_reached: 'Insufficient credit limit',
  rate_limited: 'Too many requests',
  conflict: 'Conflict',
  payload_too_large: 'Request body too large',
  internal_error: 'Server internal error',
  service_unavailable: 'Service unavailable',
};
