import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppServices } from '../app/providers';
import { fakeApi } from '../testing/fake-api';
import { signIn as storeSignedInSession } from '../testing/render-route';
import { publicConfigQuery } from './public-config';
import { type SessionContextValue, useSession } from './session';
import { STORAGE_KEYS, type StoredUserData } from './storage';

const NEXT_USER: StoredUserData = {
  userId: '2b7e1c9a-5d3f-4e8a-9c1b-6f2d4a8e0c02',
  email: 'ravi.kumar@example.com',
  name: 'Ravi Kumar',
  resourceId: 'res-2',
  status: 'success',
  sso: 0,
  picture: null,
  accountType: 'user',
};

interface Handles {
  session: SessionContextValue;
  client: QueryClient;
}

/** Renders the app's providers with a probe that hands out the session and the query client. */
async function renderSignedIn(): Promise<{ current: () => Handles }> {
  const handles: { value?: Handles } = {};
  function Probe() {
    handles.value = { session: useSession(), client: useQueryClient() };
    return <p>{handles.value.session.status}</p>;
  }
  storeSignedInSession();
  render(
    <MemoryRouter>
      <AppServices>
        <Probe />
      </AppServices>
    </MemoryRouter>,
  );
  await screen.findByText('authenticated');
  const current = () => handles.value as Handles;
  await waitFor(() => expect(current().client.getQueryData(publicConfigQuery.queryKey)).toBeDefined());
  return { current };
}

describe('session: cached reads belong to the user who made them', () => {
  it('a sign-out without a reload drops the user’s cached reads and keeps the server’s public configuration', async () => {
    fakeApi().on('POST /logout', { body: { status: 'success' } });
    const { current } = await renderSignedIn();
    current().client.setQueryData(['profile'], { name: 'Asha Rao' });

    act(() => current().session.signOut({ reload: false }));

    await screen.findByText('anonymous');
    expect(current().client.getQueryData(['profile'])).toBeUndefined();
    expect(current().client.getQueryData(publicConfigQuery.queryKey)).toBeDefined();
  });

  it('another user signing in in the same tab never sees the previous user’s cached reads', async () => {
    fakeApi();
    const { current } = await renderSignedIn();
    const token = localStorage.getItem(STORAGE_KEYS.authCode) as string;
    current().client.setQueryData(['scores', 'progress'], { points: [7, 8] });

    act(() => current().session.signIn(token, NEXT_USER));

    await waitFor(() => expect(current().session.user?.name).toBe('Ravi Kumar'));
    expect(current().client.getQueryData(['scores', 'progress'])).toBeUndefined();
    expect(current().client.getQueryData(publicConfigQuery.queryKey)).toBeDefined();
  });
});
