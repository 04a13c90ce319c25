import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RoutePage } from '../app/App';
import { AppServices } from '../app/providers';
import { ROUTES } from '../app/routes';
import { STORAGE_KEYS, type StoredUserData, writeJson } from '../lib/storage';

/** Where the page sent the user: every path the tested route does not serve lands here. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

const SIGNED_IN_USER: StoredUserData = {
  userId: '7d0c5c0e-4f43-4b6f-9a55-1f2ad0b1c001',
  email: 'asha.rao@example.com',
  name: 'Asha Rao',
  resourceId: 'res-1',
  status: 'success',
  sso: 0,
  picture: null,
  accountType: 'user',
};

/** A token shaped like the server's (the browser only reads its expiry; the fake API does not check it). */
function tokenExpiringIn(seconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: SIGNED_IN_USER.userId, exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

/** Stores a session the way signing in does (000 §3), so the app starts signed in. */
export function signIn(): void {
  const token = tokenExpiringIn(3_600);
  localStorage.setItem(STORAGE_KEYS.authCode, token);
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  writeJson(STORAGE_KEYS.userData, SIGNED_IN_USER);
}

/**
 * Renders the route of the app's route table that serves `pattern` at `url`, as the app does: the same providers
 * (query client, session, toasts) under a MemoryRouter, the page loaded on demand, the login guard where the route
 * has one. Returns a user-event instance to drive it with.
 */
export function renderRoute(pattern: string, url: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  const route = ROUTES.find((candidate) => candidate.path === pattern);
  if (!route) throw new Error(`No route ${pattern} in the route table`);
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  render(
    <MemoryRouter initialEntries={[url]}>
      <AppServices>
        <Routes>
          <Route path={route.path} element={<RoutePage route={route} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </AppServices>
    </MemoryRouter>,
  );
  return { user };
}

/** The path the page navigated to, once it has. */
export async function navigatedTo(): Promise<string | null> {
  return (await screen.findByTestId('elsewhere')).textContent;
}
