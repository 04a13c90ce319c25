import { PRODUCT_NAME, RESET_LINK_VALIDITY_MS } from '@visaready/shared';
import { ACCOUNT_MESSAGES, type MessageResponse } from '@visaready/shared/schemas/accounts';
import type { AccountsContext } from './context';
import { findUserByEmail, insertResetToken } from './repository';
import { newResetToken } from './reset-tokens';

export const RESET_EMAIL_KIND = 'password-reset';

/**
 * Sends a reset link when the account exists. The answer is the same either way (DESIGN deviation 4);
 * the link is built from the configured public URL, never from the request.
 */
export async function forgotPassword(context: AccountsContext, email: string): Promise<MessageResponse> {
  const user = await findUserByEmail(context.db, email);
  if (user && user.status === 'active') {
    const { token, tokenHash } = newResetToken();
    await insertResetToken(context.db, { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_LINK_VALIDITY_MS) });
    const link = `${context.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await context.mailer.queue(
      RESET_EMAIL_KIND,
      {
        to: user.email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        text: [
          `Hello ${user.fullName},`,
          '',
          `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:`,
          link,
          '',
          'The link will expire in 1 hour and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.',
        ].join('\n'),
        html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>Someone asked to reset the password of your ${PRODUCT_NAME} account.</p><p><a href="${escapeHtml(link)}">Reset your password</a></p><p>The link will expire in 1 hour and works once. If you did not ask for it, ignore this e-mail.</p>`,
      },
      [encodeURIComponent(token), token],
    );
  }
  return { status: 'success', message: ACCOUNT_MESSAGES.resetLinkSent };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
