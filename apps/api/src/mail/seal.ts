import crypto from 'node:crypto';

/**
 * Sealing for the parts of an e-mail that must not sit in a table in clear (a reset link's token): AES-256-GCM
 * with a key kept outside the database. The sealed text is opened only to send the message and dropped once sent.
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSealer(secret: string): Sealer {
  const key = crypto.createHash('sha256').update(`visaready-mail-seal:${secret}`).digest();
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('sealed e-mail body is malformed');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** The text with every secret replaced, for what is stored and shown. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length > 0).reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}
