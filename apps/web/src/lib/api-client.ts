import { COMMON_MESSAGES } from '@visaready/shared';
import { STORAGE_KEYS } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
}

export const API_BASE = '/api';

/** Dispatched when the server refuses the stored session (revoked by a sign-out elsewhere, or expired early). */
export const SESSION_REJECTED_EVENT = 'visaready:session-rejected';

export function authToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authCode);
}

/** The one way the web app calls its API: JSON in and out, bearer token added, errors as ApiError. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal, auth = true }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = auth ? authToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (response.status === 401 && token) window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
  if (!response.ok) {
    const errorBody = (data ?? {}) as { code?: string; message?: string };
    const fallback = response.status === 429 ? COMMON_MESSAGES.tooManyRequests : COMMON_MESSAGES.internal;
    throw new ApiError(response.status, errorBody.code ?? 'http_error', errorBody.message ?? fallback, data);
  }
  return data as T;
}
