import http from 'node:http';

export interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const unixNow = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in for Razorpay's orders, plans and subscriptions endpoints, answering in its wire format (ids
 * order_FAKE123, plan_FAKE123, sub_FAKE123, … counting up per kind).
 */
export function startFakeRazorpay() {
  const received: ReceivedRequest[] = [];
  const next = { order: 123, plan: 123, sub: 123 };
  const plans = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();

  const route = (method: string | undefined, url: string, body: Record<string, unknown>): [number, unknown] => {
    if (method === 'POST' && url === '/v1/orders') {
      return [
        200,
        {
          id: `order_FAKE${next.order++}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes,
        },
      ];
    }
    if (method === 'POST' && url === '/v1/plans') {
      const item = body.item as Record<string, unknown>;
      const plan = {
        id: `plan_FAKE${next.plan++}`,
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: { id: `item_FAKE${next.plan}`, active: true, ...item, unit_amount: item.amount, type: 'plan' },
        notes: body.notes ?? [],
        created_at: unixNow(),
      };
      plans.set(plan.id, plan);
      return [200, plan];
    }
    if (method === 'POST' && url === '/v1/subscriptions') {
      if (!plans.has(String(body.plan_id))) return [400, badRequest('The id provided does not exist')];
      const subscription = {
        id: `sub_FAKE${next.sub++}`,
        entity: 'subscription',
        plan_id: body.plan_id,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: body.quantity ?? 1,
        notes: body.notes ?? [],
        charge_at: null,
        start_at: null,
        end_at: null,
        auth_attempts: 0,
        total_count: body.total_count,
        paid_count: 0,
        customer_notify: body.customer_notify !== 0,
        created_at: unixNow(),
        expire_by: null,
        short_url: `https://rzp.io/i/${next.sub}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        remaining_count: body.total_count,
      };
      subscriptions.set(subscription.id, subscription);
      return [200, subscription];
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(url);
    if (method === 'POST' && cancel) {
      const subscription = subscriptions.get(cancel[1] as string);
      if (!subscription) return [400, badRequest('The id provided does not exist')];
      // At cycle end the subscription stays active until then (Razorpay sends subscription.cancelled when it ends).
      if (body.cancel_at_cycle_end === 1) Object.assign(subscription, { has_scheduled_changes: true });
      else Object.assign(subscription, { status: 'cancelled', ended_at: unixNow() });
      return [200, subscription];
    }
    return [404, badRequest('not found')];
  };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
      const [status, answer] = route(request.method, request.url ?? '', body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  return { server, received, plans, subscriptions };
}

function badRequest(description: string) {
  return {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' },
  };
}
