/** Browser storage keys named by the specification (§3); the values the original client keeps. */
export const STORAGE_KEYS = {
  authCode: 'auth_code',
  authToken: 'authToken',
  userData: 'userData',
  loginTime: 'loginTime',
  profilePicture: 'profilePicture',
  visaCategory: 'visa_category',
  orderType: 'order_type',
  subscriptionId: 'subscription_id',
  trialSubscriptionId: 'trial_subscription_id',
  price: 'price',
  categoryName: 'categoryname',
  googleUserData: 'googleUserData',
  subscriptionData: 'subscriptionData',
  signinType: 'signin_type',
  sessionId: 'session_id',
  childSessionId: 'child_session_id',
  questionId: 'question_id',
  selectedAttempt: 'selectedAttempt',
  interviewExited: 'interviewExited',
  name: 'name',
  email: 'email',
} as const;

export interface StoredUserData {
  userId: string;
  email: string;
  name: string;
  resourceId: string;
  status: string;
  sso: 0 | 1;
  picture: string | null;
  accountType: 'user' | 'User';
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
