import type { Config } from '../../config';
import { resolveSecret } from '../../system/secrets';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway } from './sandbox';

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * Razorpay when its keys are configured; otherwise the sandbox, signing with PAYMENTS_SANDBOX_SECRET or a secret kept
 * in the data folder.
 */
export function selectGateway(config: Config) {
  if (config.razorpay) return { gateway: createRazorpayGateway(config.razorpay), sandbox: null };
  const sandbox = createSandboxGateway(resolveSecret(config.dataDir, 'sandbox-payment-secret', config.sandbox.paymentSecret));
  return { gateway: sandbox, sandbox };
}
