import { SUBSCRIPTION_STATUS } from '@visaready/shared';
import {
  type ProfileResponse,
  profileResponseSchema,
  type RegisterResponse,
  registerResponseSchema,
} from '@visaready/shared/schemas/accounts';
import {
  type Checkout,
  checkoutSchema,
  type GatewayPayment,
  gatewayPaymentSchema,
  type SubscriptionHistoryRecord,
  subscriptionHistorySchema,
  type UpdateSubscriptionStatusResponse,
  updateSubscriptionStatusSchema,
} from '@visaready/shared/schemas/billing';
import {
  type AnswerRecord,
  type ScoreCard,
  type ScoreCardAttempt,
  type Session,
  scoreCardResponseSchema,
  userSessionsResponseSchema,
} from '@visaready/shared/schemas/interviews';

/**
 * Answers of the API built from the response schemas its routes declare (packages/shared), so a page under test
 * reads exactly the shapes the server sends; a fixture that drifts from the contract fails to parse.
 */

/** The signed-in user's profile (render-route's signed-in user), with no language chosen yet. */
export function profileAnswer(overrides: Partial<ProfileResponse['data']> = {}): ProfileResponse {
  return profileResponseSchema.parse({
    status: 'success',
    data: {
      full_name: 'Asha Rao',
      email_address: 'asha.rao@example.com',
      mobile_number: '9876543210',
      visa_date: null,
      visa_center: null,
      sso: 0,
      picture: null,
      created_date: '2026-01-05T10:00:00.000Z',
      role: 'user',
      language: null,
      ...overrides,
    },
  });
}

export function registerAnswer(overrides: Partial<RegisterResponse> = {}): RegisterResponse {
  return registerResponseSchema.parse({
    status: 'success',
    message: 'User registered successfully',
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.signature',
    expires_at: '2100-01-01T00:00:00.000Z',
    user_id: '2b9c8e44-64c7-4f0e-9d55-0d1f6c7f0a11',
    resourceid: 'res-2b9c8e44',
    full_name: 'Asha Rao',
    email_address: 'asha.rao@example.com',
    sso: 0,
    picture: null,
    account_type: 'user',
    mobile_number: '9876543210',
    order_id: 'ord_trial_1',
    order_status: SUBSCRIPTION_STATUS.active,
    ...overrides,
  });
}

export function checkoutAnswer(overrides: Partial<Checkout> = {}): Checkout {
  return checkoutSchema.parse({
    status: 'success',
    order_id: 'ord_paid_1',
    subscription_id: 3,
    name: 'F1 Premium',
    price: 999,
    amount: 99_900,
    currency: 'INR',
    gateway: 'sandbox',
    gateway_order_id: 'order_sbx_1',
    gateway_subscription_id: null,
    billing_period: null,
    card_change: false,
    key_id: null,
    ...overrides,
  });
}

export function historyRecord(overrides: Partial<SubscriptionHistoryRecord> = {}): SubscriptionHistoryRecord {
  return {
    interview_name: 'F1 Student Visa Interview',
    order_id: 'ord_1',
    name: 'F1 Premium',
    status: SUBSCRIPTION_STATUS.active,
    purchase_date: '2026-03-05T10:00:00.000Z',
    expiry_date: '2026-04-04T10:00:00.000Z',
    is_auto_renew: false,
    remaining_tests: 4,
    price: 999,
    subscription_id: 3,
    interview_id: 1,
    trial_subscription_id: null,
    ...overrides,
  };
}

export function historyAnswer(records: SubscriptionHistoryRecord[]) {
  return subscriptionHistorySchema.parse({ status: 'success', data: { data: records } });
}

export const SESSION_ID = '5f0d8a52-1c1e-4a77-8d7e-2a3c4b5d6e01';

export function session(overrides: Partial<Session> = {}): Session {
  return {
    session_id: SESSION_ID,
    interview_id: 1,
    interview_name: 'F1 Student Visa Interview',
    status: 'completed',
    total_questions: 10,
    answered_questions: 10,
    start_date: '2026-03-05T10:00:00.000Z',
    retrycount: 1,
    average_predicted_score: 7.5,
    last_in_progress_child_session_id: null,
    child_sessions: [],
    ...overrides,
  };
}

export function userSessionsAnswer(sessions: Session[]) {
  return userSessionsResponseSchema.parse({ status: 'success', data: sessions });
}

export function answerRecord(overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  return {
    answer_id: 'a1b2c3d4-0000-4000-8000-000000000001',
    question_id: 101,
    position: 1,
    question: 'Why do you want to study in the United States?',
    user_answer: 'I want to study computer science at Purdue because of its research labs.',
    model_answer: 'I chose Purdue for its computer science research and will return to work in Bengaluru.',
    predicted_feedback: {
      correctness: 'Names the university and the programme.',
      grammar: 'Clear and correct.',
      constructive_feedback: 'Say what you will do after you graduate.',
      score: 8,
    },
    feedback_status: 'done',
    answered_at: '2026-03-05T10:05:00.000Z',
    feedback_details: null,
    scored_by: 'local',
    disputed: false,
    ...overrides,
  };
}

export function attempt(overrides: Partial<ScoreCardAttempt> = {}): ScoreCardAttempt {
  return {
    child_session_id: '9c1e2f00-0000-4000-8000-000000000001',
    retry_count: 1,
    status: 'completed',
    total_questions: 1,
    answered_questions: 1,
    start_date: '2026-03-05T10:00:00.000Z',
    completed_at: '2026-03-05T10:10:00.000Z',
    answers: [answerRecord()],
    consistency_flags: [],
    ...overrides,
  };
}

export function scoreCardAnswer(attempts: ScoreCardAttempt[]): ScoreCard {
  return scoreCardResponseSchema.parse({
    status: 'success',
    session_id: SESSION_ID,
    interview_id: 1,
    interview_name: 'F1 Student Visa Interview',
    child_sessions: attempts,
  });
}

/** The sandbox gateway's signed payment (POST /payments/sandbox/pay), shaped as Razorpay's checkout returns it. */
export function gatewayPaymentAnswer(): GatewayPayment {
  return gatewayPaymentSchema.parse({
    razorpay_order_id: 'order_sbx_1',
    razorpay_payment_id: 'pay_sbx_1',
    razorpay_signature: 'c0ffee',
  });
}

export function updateStatusAnswer(orderId: string, status: string = SUBSCRIPTION_STATUS.active): UpdateSubscriptionStatusResponse {
  return updateSubscriptionStatusSchema.parse({ status: 'success', message: 'Subscription updated', data: { order_id: orderId, status } });
}
