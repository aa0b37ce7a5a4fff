import { act, fireEvent, screen } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { connectReporter } from '@shop/shared/reporting';
import { createRemoteSlot, slotId } from './remote-slot';

type Props = Record<string, unknown>;

function fakeApp(): LifeCycles<Props> & { mounted: HTMLElement[] } {
  const mounted: HTMLElement[] = [];
  return {
    mounted,
    bootstrap: async () => undefined,
    mount: async (props: Props) => {
      const el = props.domElement as HTMLElement;
      el.innerHTML = '<div data-boundary="basket-checkout"><h1>Your basket</h1></div>';
      mounted.push(el);
    },
    unmount: async (props: Props) => {
      (props.domElement as HTMLElement).innerHTML = '';
    },
  };
}

describe('remote slot', () => {
  beforeEach(() => {
    document.body.innerHTML = `<main><div id="${slotId('basket-checkout')}"></div><div id="other">other region</div></main>`;
  });

  it('mounts the remote into its own region', async () => {
    const app = fakeApp();
    const slot = createRemoteSlot('basket-checkout', async () => app);
    await act(() => (slot.mount as (p: Props) => Promise<void>)({ name: 'basket-checkout' }));
    expect(app.mounted[0]!.id).toBe(slotId('basket-checkout'));
    expect(screen.getByRole('heading').textContent).toBe('Your basket');
  });

  it('mounts in a task after the one that loaded the remote, so a slow phone is not blocked by both', async () => {
    const app = fakeApp();
    const slot = createRemoteSlot('basket-checkout', async () => app);
    const mounting = (slot.mount as (p: Props) => Promise<void>)({ name: 'basket-checkout' });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(app.mounted).toHaveLength(0);
    await act(() => mounting);
    expect(app.mounted).toHaveLength(1);
  });

  it('shows a fallback with a retry in that region only when loading fails, and recovers on retry', async () => {
    const app = fakeApp();
    const load = jest.fn<Promise<LifeCycles<Props>>, []>().mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue(app);
    const slot = createRemoteSlot('basket-checkout', load);
    await act(() => (slot.mount as (p: Props) => Promise<void>)({ name: 'basket-checkout' }));
    const region = document.getElementById(slotId('basket-checkout'))!;
    expect(region.querySelector('[data-remote-fallback="basket-checkout"]')).not.toBeNull();
    expect(document.getElementById('other')!.textContent).toBe('other region');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    // The mount runs a task after the load (it yields to the browser in between).
    expect((await screen.findByRole('heading')).textContent).toBe('Your basket');
    expect(load).toHaveBeenCalledTimes(2);
    expect(region.querySelector('[data-remote-fallback]')).toBeNull();
  });

  it('reports a remote that loads but fails to mount, with its name', async () => {
    const reports: Array<Record<string, string> | undefined> = [];
    connectReporter({ exception: (_e, tags) => reports.push(tags), message: () => undefined });
    const broken = { ...fakeApp(), mount: async () => Promise.reject(new Error('render exploded')) };
    const slot = createRemoteSlot('basket-checkout', async () => broken);
    await act(() => (slot.mount as (p: Props) => Promise<void>)({ name: 'basket-checkout' }));
    expect(reports[0]).toMatchObject({ remote: 'basket-checkout', phase: 'mount' });
    expect(screen.getByRole('alert').textContent).toMatch(/not available/);
    connectReporter(null);
  });
});
