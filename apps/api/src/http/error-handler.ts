import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@visaready/shared';
import type { ErrorBody } from '@visaready/shared/schemas/common';
import { AppError } from './errors';

function body(code: string, message: string): ErrorBody {
  return { status: 'error', code, message };
}

/**
 * The one place errors become responses: typed errors carry their own status and message, schema
 * failures answer 400 with the first rule's message (the spec's wording), anything else is a 500
 * whose details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : COMMON_MESSAGES.invalidRequest;
      return reply.status(400).send(body('validation_failed', message));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 400 ? COMMON_MESSAGES.invalidRequest : (error.message ?? COMMON_MESSAGES.invalidRequest);
      return reply.status(status).send(body(error.code ?? 'bad_request', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', COMMON_MESSAGES.internal));
  });
}
