import nodemailer from 'nodemailer';
import type { EmailMessage, MailTransport } from './transport';

/** Sends over SMTP with nodemailer; `url` is a nodemailer connection URL (smtp://user:pass@host:port). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: EmailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        // An address object, so a crafted address is never parsed into several recipients.
        replyTo: message.replyTo ? { name: '', address: message.replyTo } : undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
