import { act, render, screen } from '@testing-library/react';
import { useApiData, type ApiData } from './use-api-data';

/** A load whose answers the test gives, in any order. */
function calls<T>() {
  const pending: Array<{ key: string; resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  return {
    pending,
    load: (key: string) => () => new Promise<T>((resolve, reject) => pending.push({ key, resolve, reject })),
  };
}

let last: ApiData<string>;
function Panel({ id, load, firstView }: { id: string | null; load: (key: string) => () => Promise<string>; firstView?: string }) {
  last = useApiData(id, load(id ?? ''), { firstView });
  return <output>{last.loading ? 'loading' : last.error ? `failed: ${String(last.error)}` : (last.data ?? 'nothing')}</output>;
}
const shown = () => screen.getByRole('status').textContent;

describe('useApiData', () => {
  it('loads, then shows the answer', async () => {
    const c = calls<string>();
    render(<Panel id="a" load={c.load} />);
    expect(shown()).toBe('loading');
    await act(async () => c.pending[0]!.resolve('answer a'));
    expect(shown()).toBe('answer a');
  });

  it('shows the failure, and a reload tries again keeping what was shown until the answer', async () => {
    const c = calls<string>();
    render(<Panel id="a" load={c.load} />);
    await act(async () => c.pending[0]!.reject('offline'));
    expect(shown()).toBe('failed: offline');
    act(() => last.reload());
    expect(c.pending).toHaveLength(2);
    expect(shown()).toBe('loading');
    await act(async () => c.pending[1]!.resolve('back'));
    expect(shown()).toBe('back');
    act(() => last.reload());
    expect(last.data).toBe('back');
    expect(last.loading).toBe(true);
  });

  it("drops an older key's late answer, and never shows it as the new key's", async () => {
    const c = calls<string>();
    const { rerender } = render(<Panel id="a" load={c.load} />);
    rerender(<Panel id="b" load={c.load} />);
    expect(shown()).toBe('loading');
    await act(async () => c.pending[1]!.resolve('answer b'));
    await act(async () => c.pending[0]!.resolve('answer a, late'));
    expect(shown()).toBe('answer b');
    expect(c.pending.map((p) => p.key)).toEqual(['a', 'b']);
  });

  it('loads nothing for a null key, then loads when one comes', async () => {
    const c = calls<string>();
    const { rerender } = render(<Panel id={null} load={c.load} />);
    expect(shown()).toBe('nothing');
    expect(c.pending).toHaveLength(0);
    rerender(<Panel id="a" load={c.load} />);
    expect(shown()).toBe('loading');
    await act(async () => c.pending[0]!.resolve('answer a'));
    expect(shown()).toBe('answer a');
  });

  it("starts from the server's first view (no loader), and still loads", async () => {
    const c = calls<string>();
    render(<Panel id="a" load={c.load} firstView="painted" />);
    expect(shown()).toBe('painted');
    expect(c.pending).toHaveLength(1);
    await act(async () => c.pending[0]!.resolve('fresh'));
    expect(shown()).toBe('fresh');
  });

  it('set shows what a change answered, and a load still under way does not overwrite it', async () => {
    const c = calls<string>();
    render(<Panel id="a" load={c.load} />);
    act(() => last.set('saved'));
    expect(shown()).toBe('saved');
    await act(async () => c.pending[0]!.resolve('stale'));
    expect(shown()).toBe('saved');
  });
});
