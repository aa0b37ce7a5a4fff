import { render, screen, waitFor } from '@testing-library/react';
import { WaitingRoomPage } from './WaitingRoomPage';

const place = (status: string, position: number | null) => ({
  ok: true,
  status: 200,
  json: async () => ({ response: { data: { status, position, estimatedWaitSeconds: position ? position * 90 : null, pollAfterSeconds: 0.3 }, error: null } }),
});

describe('WaitingRoomPage', () => {
  const realFetch = global.fetch;
  afterEach(() => (global.fetch = realFetch));

  it('shows the position in a live region, asks again, and goes where the visitor was going once admitted', async () => {
    window.history.pushState({}, '', '/waiting-room?returnTo=%2Fproducts%3Fq%3Dpram');
    const answers = [place('waiting', 2), place('waiting', 1), place('admitted', null)];
    const calls: RequestInit[] = [];
    global.fetch = jest.fn(async (_url: unknown, init: RequestInit) => (calls.push(init), answers.shift())) as unknown as typeof fetch;
    const enter = jest.fn();
    render(<WaitingRoomPage enter={enter} />);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('You are number 2 in the queue.'));
    expect(screen.getByText('Your wait should be about 3 minutes.')).toBeTruthy();
    await waitFor(() => expect(enter).toHaveBeenCalledWith('/products?q=pram'));
    expect(status.textContent).toBe('It is your turn. Taking you to the shop…');
    expect(calls.every((c) => c.method === 'POST' && c.credentials === 'same-origin')).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/products?q=pram');
  });

  it('never sends the visitor to another site, and asks again with a new place when a ticket is refused', async () => {
    window.history.pushState({}, '', '/waiting-room?returnTo=%2F%2Fevil.example');
    const refused = { ok: false, status: 403, json: async () => ({ response: { data: null, error: { code: 'Q002', message: 'x' } } }) };
    const answers = [refused, place('admitted', null)];
    global.fetch = jest.fn(async () => answers.shift()) as unknown as typeof fetch;
    const enter = jest.fn();
    render(<WaitingRoomPage enter={enter} />);
    await waitFor(() => expect(enter).toHaveBeenCalledWith('/'));
  });

  it.each(['/%09/evil.example/tab', '/%0A/evil.example/lf', '%2F%5Cevil.example', 'javascript%3Aalert(1)', '%2Fwaiting-room%3FreturnTo%3D%252F'])(
    'reads returnTo=%s as the browser would, and goes home instead (issue 31 §3)',
    async (returnTo) => {
      window.history.pushState({}, '', `/waiting-room?returnTo=${returnTo}`);
      global.fetch = jest.fn(async () => place('admitted', null)) as unknown as typeof fetch;
      const enter = jest.fn();
      render(<WaitingRoomPage enter={enter} />);
      await waitFor(() => expect(enter).toHaveBeenCalledWith('/'));
      expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
    },
  );
});
