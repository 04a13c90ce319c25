import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { resolveSecret } from '../../system/secrets';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway } from './sandbox';

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** The payment gateway in use, and the sandbox's own controls when it is the sandbox. */
export interface Payments {
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
}

/**
 * Razorpay when its keys are configured; otherwise the sandbox, signing with PAYMENTS_SANDBOX_SECRET or a secret kept
 * in the data folder.
 */
export function selectGateway(config: Config, db: Database): Payments {
  if (config.razorpay) return { gateway: createRazorpayGateway(config.razorpay), sandbox: null };
  const sandbox = createSandboxGateway(resolveSecret(config.dataDir, 'sandbox-payment-secret', config.sandbox.paymentSecret), db);
  return { gateway: sandbox, sandbox };
}
