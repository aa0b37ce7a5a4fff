import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { connectSessionProvider, session, STORAGE_KEYS } from '@shop/shared/session';
import { OpsReleasesPage } from './OpsReleasesPage';
import { staffSession } from './staff-session';

const change = (id: number, target: string, version: string, previousVersion: string | null, actor: string, reason: string, how = 'api') => ({
  id,
  releaseId: id,
  target,
  version,
  url: null,
  previousVersion,
  previousUrl: null,
  actor,
  at: `2026-11-2${id}T10:00:00Z`,
  reason,
  how,
  kind: 'release',
  share: null as number | null,
});
const answer = (over: Record<string, unknown> = {}) => ({
  live: {
    host: { version: 'h1' },
    remotes: {
      catalogue: { version: 'c2', url: '/remotes/catalogue/c2/mf-manifest.json' },
      account: { version: 'a1', url: '/remotes/account/a1/mf-manifest.json' },
    },
    stamp: 3,
  },
  // As the API lists a running canary (release-schemas.ts canaryWithFigures).
  canaries: [
    {
      target: 'catalogue',
      canaryId: 4,
      version: 'c3',
      url: '/remotes/catalogue/c3/mf-manifest.json',
      share: 10,
      startedBy: 'STME000001',
      reason: 'new filters, carefully',
      startedAt: '2026-11-26T09:00:00Z',
      figures: { windowMinutes: 5, canary: { visits: 40, failures: 1, rate: 0.025 }, stable: { visits: 360, failures: 2, rate: 0.0056, version: 'c2' } },
    },
  ],
  permissions: ['catalogue'],
  history: [
    { ...change(4, 'catalogue', 'c3', 'c2', 'STME000001', 'new filters, carefully'), kind: 'canary-start', share: 10 },
    change(3, 'catalogue', 'c2', 'c1', 'STME000001', 'new filters'),
    change(2, 'account', 'a1', null, 'build', 'first'),
    change(1, 'catalogue', 'c1', null, 'build', 'first'),
  ],
  ...over,
});
const reply = (status: number, data: unknown, error: unknown = null) => ({ ok: status < 300, status, statusText: '', json: async () => ({ response: { data, error } }) });

describe('OpsReleasesPage', () => {
  const realFetch = global.fetch;
  let calls: Array<{ url: string; init: RequestInit }>;
  const answers: Array<unknown> = [];
  beforeEach(() => {
    calls = [];
    answers.length = 0;
    sessionStorage.clear();
    localStorage.clear();
    global.fetch = jest.fn(async (url: string, init: RequestInit) => (calls.push({ url, init }), answers.shift())) as unknown as typeof fetch;
  });
  afterEach(() => {
    act(() => staffSession.signOut());
    global.fetch = realFetch;
  });

  async function signIn() {
    answers.push({ ok: true, status: 200, json: async () => ({ access_token: 'staff-token', refresh_token: 'r', staff_id: 'STME000001', scope: 'staff' }) });
    answers.push(reply(200, answer()));
    render(<OpsReleasesPage />);
    fireEvent.change(screen.getByLabelText('Staff e-mail address'), { target: { value: 'me@littleloop.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long staff password' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form')!);
    await screen.findByText('Your release permissions: catalogue.');
  }

  it('signs staff in with scope=staff, kept apart from a member session, and never sends a member token', async () => {
    // A member signed in in this tab: their access token is the host's (memory), their refresh token the cookie's.
    connectSessionProvider({ signIn: jest.fn(), refresh: async () => null, signOut: () => undefined, accessToken: () => 'member-token' });
    await signIn();
    const token = calls[0]!;
    expect(token.url).toBe('/auth/token');
    expect(String(token.init.body)).toContain('scope=staff');
    // The body form: a staff sign-in never takes the member's refresh cookie's place.
    expect(Object.keys((token.init.headers ?? {}) as Record<string, string>).map((h) => h.toLowerCase())).not.toContain('x-token-transport');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.opsStaffSession)!).accessToken).toBe('staff-token');
    expect(session.accessToken()).toBe('member-token');
    connectSessionProvider(null);
    expect(calls[1]!.url).toBe('/v3/ops/releases?limit=100');
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
  });

  it('shows per target what is live, since when and by whom, the canary, and the history newest first; disables what permissions do not allow', async () => {
    await signIn();
    const catalogue = within(document.querySelector<HTMLElement>('[data-target="catalogue"]')!);
    expect(catalogue.getByTestId('live-version').textContent).toBe('c2');
    expect(catalogue.getByText('you (me@littleloop.example), on this page or the API')).toBeTruthy();
    expect(catalogue.getByTestId('canary').textContent).toContain('10%');
    expect(catalogue.getByTestId('canary').textContent).toContain('1 of 40 loads (stable: 2 of 360)');
    const items = catalogue.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Canary c3 started for 10% of visitors');
    expect(items[0]).toContain('new filters, carefully');
    expect(items[1]).toContain('c2, before c1');
    expect(items[1]).toContain('new filters');
    expect(items[2]).toContain('c1, the first');
    expect((catalogue.getByRole('button', { name: 'Roll back' }) as HTMLButtonElement).disabled).toBe(false);
    expect((catalogue.getByRole('button', { name: 'Promote canary' }) as HTMLButtonElement).disabled).toBe(false);
    const account = within(document.querySelector<HTMLElement>('[data-target="account"]')!);
    expect((account.getByRole('button', { name: 'Roll back' }) as HTMLButtonElement).disabled).toBe(true);
    expect(account.getAllByText('Your permissions do not allow this for My account.').length).toBeGreaterThan(0);
    expect(account.queryByTestId('canary')).toBeNull();
  });

  it('asks for a reason before rolling back, shows the refusal in words, and on success the result and the new history', async () => {
    await signIn();
    const catalogue = within(document.querySelector<HTMLElement>('[data-target="catalogue"]')!);
    const opener = catalogue.getByRole('button', { name: 'Roll back' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Roll back Catalogue' }));
    fireEvent.submit(dialog.getByLabelText('Reason').closest('form')!);
    expect(await dialog.findByText('Say why: the reason is kept in the history.')).toBeTruthy();
    expect(calls).toHaveLength(2);

    answers.push(reply(409, null, { code: 'R004', message: 'nothing to roll back to' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'listing errors since 14:02' } });
    fireEvent.submit(dialog.getByLabelText('Reason').closest('form')!);
    expect(await dialog.findByText('There is no earlier version to roll back to. Nothing changed.')).toBeTruthy();
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ target: 'catalogue', reason: 'listing errors since 14:02' });
    expect(calls[2]!.url).toBe('/v3/ops/releases/rollback');

    answers.push(reply(201, { releaseId: 4, changes: [change(4, 'catalogue', 'c1', 'c2', 'STME000001', 'listing errors since 14:02')] }));
    const after = answer();
    after.history.unshift(change(4, 'catalogue', 'c1', 'c2', 'STME000001', 'listing errors since 14:02'));
    answers.push(reply(200, after));
    fireEvent.submit(dialog.getByLabelText('Reason').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('ops-result').textContent).toBe('Catalogue is now on c1.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(catalogue.getAllByRole('listitem')[0]!.textContent).toContain('listing errors since 14:02'));
  });

  it('says so when the staff account holds no release permission (R001)', async () => {
    answers.push({ ok: true, status: 200, json: async () => ({ access_token: 't', refresh_token: 'r', staff_id: 'STNONE0001' }) });
    answers.push(reply(403, null, { code: 'R001', message: 'no release permission' }));
    render(<OpsReleasesPage />);
    fireEvent.change(screen.getByLabelText('Staff e-mail address'), { target: { value: 'none@littleloop.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long staff password' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign in' }).closest('form')!);
    expect((await screen.findByTestId('ops-no-permission')).textContent).toContain('No release permission');
  });

  it('signs out: the staff session is gone, and the sign-in form is back', async () => {
    await signIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.opsStaffSession)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeTruthy();
  });
  it('makes a preview link for a version in the history that is not live (the release permission), and shows it to open or copy', async () => {
    await signIn();
    const catalogue = document.querySelector('[data-target="catalogue"]') as HTMLElement;
    // c2 is live: only c1 gets a Preview (account's one version is live: none there).
    expect(within(catalogue).queryByRole('button', { name: 'Preview c2' })).toBeNull();
    const account = document.querySelector('[data-target="account"]') as HTMLElement;
    expect(within(account).queryAllByRole('button', { name: /^Preview/ })).toHaveLength(0);
    answers.push(
      reply(201, {
        link: 'https://shop.example/ops/preview?token=abc',
        path: '/ops/preview?token=abc',
        target: 'catalogue',
        version: 'c1',
        url: '/remotes/catalogue/c1/mf-manifest.json',
        expiresAt: '2026-11-26T11:00:00Z',
      }),
    );
    fireEvent.click(within(catalogue).getByRole('button', { name: 'Preview c1' }));
    const field = (await within(catalogue).findByLabelText(/Preview link for c1, for your team only/)) as HTMLInputElement;
    expect(field.value).toBe('https://shop.example/ops/preview?token=abc');
    expect(within(catalogue).getByRole('link', { name: 'Open the preview' }).getAttribute('href')).toBe('/ops/preview?token=abc');
    const sent = calls.at(-1)!;
    expect([sent.url, sent.init.method, JSON.parse(String(sent.init.body))]).toEqual(['/v3/ops/releases/preview', 'POST', { target: 'catalogue', version: 'c1' }]);
    expect((sent.init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
  });
});
