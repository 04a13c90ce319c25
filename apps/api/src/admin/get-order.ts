import { ADMIN_MESSAGES, type AdminOrderDetail } from '@visaready/shared/schemas/admin';
import { notFound } from '../http/errors';
import type { AdminContext } from './context';
import { presentOrderDetail } from './presenters';
import { findOrder, paymentsOfOrder, webhookEventsOfOrder } from './repository';

/** One order with its recorded payments and the gateway's webhook events about it. */
export async function getOrder(context: AdminContext, input: { orderId: string }): Promise<{ status: 'success'; data: AdminOrderDetail }> {
  const order = await findOrder(context.db, input.orderId);
  if (!order) throw notFound(ADMIN_MESSAGES.orderNotFound, 'order_not_found');
  const { gatewayOrderId, gatewaySubscriptionId } = order.subscription;
  const [paymentRows, events] = await Promise.all([
    paymentsOfOrder(context.db, order.subscription.id),
    webhookEventsOfOrder(context.db, { orderId: gatewayOrderId, subscriptionId: gatewaySubscriptionId }),
  ]);
  return { status: 'success', data: presentOrderDetail(order, paymentRows, events) };
}
