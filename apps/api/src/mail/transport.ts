/** One e-mail as every transport sends it. */
export interface EmailMessage {
  to: string;
  /** Where a reply goes (the sender of a support message); the From address otherwise. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where e-mail goes: SMTP when configured, otherwise the dev outbox (the stored row plus a log line). */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
