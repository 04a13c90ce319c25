import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { COMMON_MESSAGES, INACTIVITY_LOGOUT_MS, OFFLINE_LOGOUT_DELAY_MS } from '@visaready/shared';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { API_BASE, SESSION_REJECTED_EVENT } from './api-client';
import { tokenExpiry } from './jwt';
import { publicConfigQuery, usePublicConfig } from './public-config';
import { readJson, STORAGE_KEYS, type StoredUserData, writeJson } from './storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: StoredUserData | null;
  /** Milliseconds since epoch at which the token expires. */
  expiresAt: number | null;
}

export interface SessionContextValue extends Session {
  signIn(token: string, user: StoredUserData): void;
  /** Clears the session and all browser storage (spec §4), then reloads unless told not to. */
  signOut(options?: { reload?: boolean; redirectTo?: string }): void;
  /** Signs out and moves to /login inside the app (replacing the history entry), without a reload. */
  signOutToLogin(): void;
  /** The toast shown when going offline signs the user out; a page may word it its own way (see useOfflineLogoutMessage). */
  offlineMessage: { current: string };
  updateUser(patch: Partial<StoredUserData>): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function readStoredSession(): Session {
  const token = localStorage.getItem(STORAGE_KEYS.authCode);
  const user = readJson<StoredUserData>(STORAGE_KEYS.userData);
  if (!token || !user) return { status: 'anonymous', token: null, user: null, expiresAt: null };
  const expiresAt = tokenExpiry(token);
  if (!expiresAt || expiresAt <= Date.now()) return { status: 'anonymous', token: null, user: null, expiresAt: null };
  return { status: 'authenticated', token, user, expiresAt };
}

export function clearBrowserStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}

/** Tells the server to revoke the token; fire-and-forget so it survives the reload or navigation that follows. */
function revokeOnServer(token: string): void {
  try {
    void fetch(`${API_BASE}/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(
      () => undefined,
    );
  } catch {
    // Offline or blocked: the token still expires on its own.
  }
}

/**
 * Every cached read belongs to the user who made it, but the server's public configuration: a sign-out or another
 * user's sign-in in the same tab (no reload) must not show the previous user's profile, scores or subscriptions.
 */
function forgetUserReads(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== publicConfigQuery.queryKey[0] });
}

const OFFLINE_MESSAGE = 'No internet! Logging out...';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', token: null, user: null, expiresAt: null });
  const offlineMessage = useRef(OFFLINE_MESSAGE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const stored = readStoredSession();
    // A token found expired at start-up is cleared rather than left for the next read.
    if (stored.status === 'anonymous' && localStorage.getItem(STORAGE_KEYS.authCode)) clearBrowserStorage();
    // A transition: on a prerendered page, an urgent update reaching the page before its code has loaded would make
    // React throw away the page's markup and render it again from scratch; a transition waits for it to hydrate.
    startTransition(() => setSession(stored));
  }, []);

  const signOut = useCallback<SessionContextValue['signOut']>(
    ({ reload = true, redirectTo } = {}) => {
      const token = localStorage.getItem(STORAGE_KEYS.authCode);
      if (token && navigator.onLine) revokeOnServer(token);
      clearBrowserStorage();
      forgetUserReads(queryClient);
      setSession({ status: 'anonymous', token: null, user: null, expiresAt: null });
      if (redirectTo) window.location.assign(redirectTo);
      else if (reload) window.location.reload();
    },
    [queryClient],
  );

  const signIn = useCallback<SessionContextValue['signIn']>(
    (token, user) => {
      forgetUserReads(queryClient);
      localStorage.setItem(STORAGE_KEYS.authCode, token);
      localStorage.setItem(STORAGE_KEYS.authToken, token);
      writeJson(STORAGE_KEYS.userData, user);
      localStorage.setItem(STORAGE_KEYS.loginTime, new Date().toISOString());
      localStorage.setItem(STORAGE_KEYS.name, user.name);
      localStorage.setItem(STORAGE_KEYS.email, user.email);
      setSession({ status: 'authenticated', token, user, expiresAt: tokenExpiry(token) });
    },
    [queryClient],
  );

  const updateUser = useCallback<SessionContextValue['updateUser']>((patch) => {
    setSession((current) => {
      if (!current.user) return current;
      const user = { ...current.user, ...patch };
      writeJson(STORAGE_KEYS.userData, user);
      return { ...current, user };
    });
  }, []);

  /**
   * Timed sign-outs move to /login inside the app: a reload would fail while offline. Held in a ref so that
   * a navigation (which renews `navigate`) does not restart the timers below.
   */
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const signOutToLogin = useCallback(() => {
    signOut({ reload: false });
    navigateRef.current('/login', { replace: true });
  }, [signOut]);

  // A session ended on the server (sign-out on another device, a password change) is ended here too: any 401 to
  // a request that carried the token signs out locally with the spec's toast and goes to /login.
  useEffect(() => {
    if (session.status !== 'authenticated') return;
    const onRejected = () => {
      void import('react-toastify').then(({ toast }) => toast.error(COMMON_MESSAGES.authError, { toastId: 'auth-error' }));
      signOutToLogin();
    };
    window.addEventListener(SESSION_REJECTED_EVENT, onRejected);
    return () => window.removeEventListener(SESSION_REJECTED_EVENT, onRejected);
  }, [session.status, signOutToLogin]);

  // Automatic logout when the token expires.
  useEffect(() => {
    if (session.status !== 'authenticated' || !session.expiresAt) return;
    // setTimeout cannot wait longer than 2^31-1 ms; a longer-lived token is checked again after that.
    const timer = window.setTimeout(signOutToLogin, Math.min(2_147_483_647, Math.max(0, session.expiresAt - Date.now())));
    return () => window.clearTimeout(timer);
  }, [session.status, session.expiresAt, signOutToLogin]);

  // Inactivity (spec §4): no mouse movement or key press for the configured time (GET /api/config's
  // INACTIVITY_LOGOUT_MS, the spec's hour until it is known) signs the user out.
  const inactivityLogoutMs = usePublicConfig().data?.inactivityLogoutMs ?? INACTIVITY_LOGOUT_MS;
  useEffect(() => {
    if (session.status !== 'authenticated') return;
    let timer = 0;
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(signOutToLogin, inactivityLogoutMs);
    };
    restart();
    window.addEventListener('mousemove', restart, { passive: true });
    window.addEventListener('keydown', restart);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('mousemove', restart);
      window.removeEventListener('keydown', restart);
    };
  }, [session.status, inactivityLogoutMs, signOutToLogin]);

  // Going offline while signed in: an error toast, then sign-out 2 s later (spec §4).
  useEffect(() => {
    if (session.status !== 'authenticated') return;
    let timer = 0;
    const onOffline = () => {
      // Loaded on demand so react-toastify stays out of the first-paint bundle (landing JS budget).
      void import('react-toastify').then(({ toast }) => toast.error(offlineMessage.current));
      window.clearTimeout(timer);
      timer = window.setTimeout(signOutToLogin, OFFLINE_LOGOUT_DELAY_MS);
    };
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
    };
  }, [session.status, signOutToLogin]);

  const value = useMemo(
    () => ({ ...session, signIn, signOut, signOutToLogin, updateUser, offlineMessage }),
    [session, signIn, signOut, signOutToLogin, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** While the calling page is shown, going offline announces the sign-out with this text instead. */
export function useOfflineLogoutMessage(message: string): void {
  const { offlineMessage } = useSession();
  useEffect(() => {
    const previous = offlineMessage.current;
    offlineMessage.current = message;
    return () => {
      offlineMessage.current = previous;
    };
  }, [offlineMessage, message]);
}
