import crypto from 'node:crypto';

/** Our public order id: unguessable, so knowing one user's order id says nothing about another's. */
export function newOrderId(): string {
  return `VR-${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
}
