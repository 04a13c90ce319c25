import { APP_VERSION } from '@visaready/shared';
import type { PublicConfig } from '@visaready/shared/schemas/common';
import type { Config } from '../config';

export type SpeechEngineStatus = PublicConfig['speechEngine'];

export function presentPublicConfig(config: Config, speechEngine: SpeechEngineStatus): PublicConfig {
  return {
    version: APP_VERSION,
    googleClientId: config.google.clientId ?? null,
    paymentGateway: config.razorpay ? 'razorpay' : 'sandbox',
    razorpayKeyId: config.razorpay?.keyId ?? null,
    speechEngine,
    inactivityLogoutMs: config.inactivityLogoutMs,
  };
}
