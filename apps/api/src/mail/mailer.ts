import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { createOutboxTransport } from './outbox';
import { redact, type Sealer } from './seal';
import { createSmtpTransport } from './smtp';
import type { EmailMessage, MailTransport } from './transport';

export const SEND_EMAIL_JOB = 'mail.send';

export interface Mailer {
  readonly transport: MailTransport;
  /**
   * Stores the message in `email_outbox` and queues its delivery as a durable, retried job. `secrets` (a reset
   * token) are redacted from the stored body; the full message is kept sealed only until it is sent.
   */
  queue(kind: string, message: EmailMessage, secrets?: readonly string[]): Promise<string>;
}

export function createMailTransport(config: Config, logger: FastifyBaseLogger): MailTransport {
  return config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : createOutboxTransport(logger);
}

/** Wires the mail job into the queue; call while the app is being built (before the queue starts). */
export function createMailer(db: Database, jobs: JobQueue, transport: MailTransport, sealer: Sealer): Mailer {
  jobs.define<{ outboxId: string }>(
    SEND_EMAIL_JOB,
    async ({ outboxId }) => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId)).limit(1);
      // Idempotent: a retried or duplicated job does not send the same e-mail twice.
      if (!row || row.status === 'sent') return;
      const body: { text: string; html: string | null } = row.sealedBody
        ? JSON.parse(sealer.open(row.sealedBody))
        : { text: row.textBody, html: row.htmlBody };
      try {
        await transport.send({
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: body.text,
          html: body.html ?? undefined,
        });
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({
            attempts: sql`${emailOutbox.attempts} + 1`,
            lastError: error instanceof Error ? error.message : String(error),
            status: 'failed',
          })
          .where(eq(emailOutbox.id, outboxId));
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          transport: transport.name,
          sentAt: new Date(),
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: null,
          sealedBody: null,
        })
        .where(eq(emailOutbox.id, outboxId));
    },
    { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true },
  );

  return {
    transport,
    async queue(kind, message, secrets = []) {
      const sealedBody = secrets.length > 0 ? sealer.seal(JSON.stringify({ text: message.text, html: message.html ?? null })) : null;
      const [row] = await db
        .insert(emailOutbox)
        .values({
          kind,
          toAddress: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          textBody: redact(message.text, secrets),
          htmlBody: message.html === undefined ? undefined : redact(message.html, secrets),
          sealedBody,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      await jobs.enqueue(SEND_EMAIL_JOB, { outboxId: row.id });
      return row.id;
    },
  };
}
