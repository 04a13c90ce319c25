/** Business constants from the specification (§9 of both documents). */
export const APP_VERSION = '0.3.5';
export const COPYRIGHT_YEAR = 2025;
export const PRODUCT_NAME = 'VisaReady';

export const VISA_CENTERS = ['BENGALURU', 'CHENNAI', 'DELHI', 'HYDERABAD', 'KOLKATA', 'MUMBAI'] as const;
export type VisaCenter = (typeof VISA_CENTERS)[number];

export const INACTIVITY_LOGOUT_MS = 3_600_000;
export const OFFLINE_LOGOUT_DELAY_MS = 2_000;
export const RESET_LINK_VALIDITY_MS = 3_600_000;
export const DEFAULT_TOAST_MS = 5_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const ANCHOR_SCROLL_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BACK_TO_TOP_THRESHOLD_PX = 200;

export const MAX_ATTEMPTS = 3;
export const ANSWER_TIME_LIMIT_S = 60;
export const SCORE_MAX = 10;

export const CURRENCY = 'INR';
export const PAYMENT_THEME_COLOR = '#528FF0';
export const DEFAULT_VISA_CATEGORY = 'F1';
export const DEFAULT_ORDER_TYPE = 'Trial';

export const SUBSCRIPTION_STATUS = {
  active: 'Active',
  expired: 'Expired',
  paymentDue: 'In Progress - Payment Due',
} as const;

export const SESSION_STATUS = {
  inProgress: 'in progress',
  completed: 'completed',
} as const;

export const AUDIO = {
  sampleRate: 16_000,
  chunkSamples: 4_096,
  recordingStartDelayMs: 300,
  reconnectAttempts: 3,
  reconnectDelayMs: 2_000,
  recordingStartAttempts: 3,
  recordingStartDelayRetryMs: 1_000,
} as const;

export const DIAGNOSTIC_LOG_LINES = 50;
