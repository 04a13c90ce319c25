/**
 * Log fields that may carry a secret and are replaced by "[redacted]" in every log line: credentials in headers
 * and bodies, tokens, signatures, and the parameters of a failed SQL statement (an insert's parameters hold a
 * password hash or a token hash).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.passwordHash',
  '*.token',
  '*.tokenHash',
  '*.secret',
  '*.signature',
  '*.razorpay_signature',
  'err.params',
  'err.parameters',
  'err.cause.params',
  'err.cause.parameters',
  'err.query',
  'err.cause.query',
];
