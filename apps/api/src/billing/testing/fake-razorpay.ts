import http from 'node:http';

export interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for Razorpay's orders endpoint, answering in its wire format (order ids order_FAKE123, 124…). */
export function startFakeRazorpay() {
  const received: ReceivedRequest[] = [];
  let nextOrder = 123;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
      if (request.method === 'POST' && request.url === '/v1/orders') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `order_FAKE${nextOrder++}`,
            entity: 'order',
            amount: body.amount,
            amount_paid: 0,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
            notes: body.notes,
          }),
        );
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }));
    });
  });
  return { server, received };
}
