import Razorpay from 'razorpay';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { checkoutSignature, signaturesMatch, subscriptionCheckoutSignature, webhookSignature } from './signature';

type RazorpaySettings = NonNullable<Config['razorpay']>;

/**
 * Orders, plans and subscriptions through the official `razorpay` client; the API host is configurable so tests can
 * use a local fake.
 */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The client pins its host; point its HTTP instance at the configured one (a local fake in tests).
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = settings.apiUrl.replace(/\/+$/, '');

  return {
    name: 'razorpay',
    displayName: 'Razorpay',
    publicKeyId: settings.keyId,
    account: settings.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amountPaise: Number(order.amount), currency: order.currency };
    },
    async createPlan({ name, description, amountPaise, currency, period, notes }) {
      const plan = await client.plans.create({ period, interval: 1, item: { name, amount: amountPaise, currency, description }, notes });
      return plan.id;
    },
    async createSubscription({ gatewayPlanId, totalCount, notes }) {
      const subscription = await client.subscriptions.create({
        plan_id: gatewayPlanId,
        total_count: totalCount,
        quantity: 1,
        customer_notify: 1,
        notes,
      });
      return { id: subscription.id };
    },
    async cancelSubscription(gatewaySubscriptionId, { atCycleEnd }) {
      await client.subscriptions.cancel(gatewaySubscriptionId, atCycleEnd);
    },
    verifyCheckoutSignature(gatewayOrderId, paymentId, signature) {
      return signaturesMatch(checkoutSignature(gatewayOrderId, paymentId, settings.keySecret), signature);
    },
    verifySubscriptionSignature(gatewaySubscriptionId, paymentId, signature) {
      return signaturesMatch(subscriptionCheckoutSignature(gatewaySubscriptionId, paymentId, settings.keySecret), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!settings.webhookSecret) return false;
      return signaturesMatch(webhookSignature(rawBody, settings.webhookSecret), signature);
    },
  };
}
