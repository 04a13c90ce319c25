import { type PublicConfig, publicConfigSchema } from '@visaready/shared/schemas/common';
import { vi } from 'vitest';
import { profileAnswer } from './api-answers';

/** A request the page sent to /api, as the server would read it. */
export interface ApiCall {
  method: string;
  /** Path under /api, with its query string: '/register', '/get-score-card/…'. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** How the fake server answers: a status and JSON body, or a network failure (fetch rejects, as offline). */
export type ApiReply = { status?: number; body?: unknown } | 'network-error';
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;
type Route = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

const DEFAULT_PUBLIC_CONFIG: PublicConfig = publicConfigSchema.parse({
  version: '0.3.5',
  googleClientId: null,
  paymentGateway: 'sandbox',
  razorpayKeyId: null,
  speechEngine: { name: 'pocketsphinx', available: true },
  inactivityLogoutMs: 3_600_000,
});

/** The error body every API error has (apps/api/src/http/error-handler.ts). */
export function apiError(status: number, code: string, message: string): ApiReply {
  return { status, body: { status: 'error', code, message } };
}

/**
 * The API as the page sees it through `fetch`: each test says how routes answer, reads what was sent, and a
 * request nobody answers fails the test (it would be a call the test did not expect). Only the global fetch is
 * replaced; the app's own client (lib/api-client.ts) runs as it does in the browser.
 */
export class FakeApi {
  readonly calls: ApiCall[] = [];
  readonly unanswered: string[] = [];
  private readonly handlers = new Map<string, Handler>();

  constructor() {
    this.on('GET /config', { body: DEFAULT_PUBLIC_CONFIG });
    // Every signed-in page reads the profile for the user's language.
    this.on('GET /get_user_profile', { body: profileAnswer() });
    // Every page on screen records a page view (fire and forget).
    this.on('POST /page-views', { status: 202 });
  }

  /** Answers `METHOD /path` (exact path without the query string, or ending in `/*` for any rest). */
  on(route: Route, reply: ApiReply | Handler): this {
    this.handlers.set(route, typeof reply === 'function' ? reply : () => reply);
    return this;
  }

  /** Requests sent to one route, oldest first. */
  callsTo(route: Route): ApiCall[] {
    return this.calls.filter((call) => this.matches(route, call));
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/api/')) throw new Error(`Unexpected fetch outside the API: ${url.href}`);
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname.slice('/api'.length) + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    };
    this.calls.push(call);
    const handler = [...this.handlers].find(([route]) => this.matches(route, call))?.[1];
    if (!handler) {
      this.unanswered.push(`${call.method} ${call.path}`);
      return new Response(JSON.stringify({ status: 'error', code: 'not_found', message: 'Not stubbed' }), { status: 404 });
    }
    const reply = await handler(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status = 200, body } = reply;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  private matches(route: string, call: ApiCall): boolean {
    const [method, path = ''] = route.split(' ');
    const callPath = call.path.split('?')[0] ?? '';
    if (method !== call.method) return false;
    return path.endsWith('/*') ? callPath.startsWith(path.slice(0, -1)) : callPath === path;
  }
}

let current: FakeApi | null = null;

/** A fresh fake API behind the global fetch for the current test (the setup file removes it afterwards). */
export function fakeApi(): FakeApi {
  current = new FakeApi();
  vi.stubGlobal('fetch', current.fetch);
  return current;
}

/** Requests of the finished test that no route answered; clears the fake. */
export function takeUnansweredRequests(): string[] {
  const unanswered = current?.unanswered ?? [];
  current = null;
  return unanswered;
}
