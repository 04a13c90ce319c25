import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { tokenExpiry } from './jwt';
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', token: null, user: null, expiresAt: null });

  useEffect(() => {
    const stored = readStoredSession();
    // A token found expired at start-up is cleared rather than left for the next read.
    if (stored.status === 'anonymous' && localStorage.getItem(STORAGE_KEYS.authCode)) clearBrowserStorage();
    setSession(stored);
  }, []);

  const signOut = useCallback<SessionContextValue['signOut']>(({ reload = true, redirectTo } = {}) => {
    clearBrowserStorage();
    setSession({ status: 'anonymous', token: null, user: null, expiresAt: null });
    if (redirectTo) window.location.assign(redirectTo);
    else if (reload) window.location.reload();
  }, []);

  const signIn = useCallback<SessionContextValue['signIn']>((token, user) => {
    localStorage.setItem(STORAGE_KEYS.authCode, token);
    localStorage.setItem(STORAGE_KEYS.authToken, token);
    writeJson(STORAGE_KEYS.userData, user);
    localStorage.setItem(STORAGE_KEYS.loginTime, new Date().toISOString());
    localStorage.setItem(STORAGE_KEYS.name, user.name);
    localStorage.setItem(STORAGE_KEYS.email, user.email);
    setSession({ status: 'authenticated', token, user, expiresAt: tokenExpiry(token) });
  }, []);

  const updateUser = useCallback<SessionContextValue['updateUser']>((patch) => {
    setSession((current) => {
      if (!current.user) return current;
      const user = { ...current.user, ...patch };
      writeJson(STORAGE_KEYS.userData, user);
      return { ...current, user };
    });
  }, []);

  // Automatic logout when the token expires.
  useEffect(() => {
    if (session.status !== 'authenticated' || !session.expiresAt) return;
    const timer = window.setTimeout(() => signOut({ redirectTo: '/login' }), Math.max(0, session.expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [session.status, session.expiresAt, signOut]);

  const value = useMemo(() => ({ ...session, signIn, signOut, updateUser }), [session, signIn, signOut, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
