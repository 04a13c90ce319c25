import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, MailTransport } from './transport';

/**
 * The embedded default: the message is already stored in `email_outbox`, so "sending" logs it (links
 * included) for the developer to follow.
 */
export function createOutboxTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      logger.info({ to: message.to, subject: message.subject, text: message.text }, 'e-mail kept in the dev outbox (SMTP_URL is not set)');
    },
    async close() {},
  };
}
