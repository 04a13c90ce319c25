import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, MailTransport } from './transport';

/**
 * The embedded default: the message is already stored in `email_outbox` (secrets redacted), so "sending" only
 * notes who it was for. The body never reaches the log: it may hold a reset link.
 */
export function createOutboxTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      logger.info(
        { to: message.to, replyTo: message.replyTo, subject: message.subject },
        'e-mail kept in the dev outbox (SMTP_URL is not set)',
      );
    },
    async close() {},
  };
}
