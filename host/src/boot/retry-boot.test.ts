import { retryBoot } from './retry-boot';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('retryBoot', () => {
  it('asks again when a chunk fails, and goes on with what the next try brings', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 1221 failed.')).mockResolvedValueOnce('shell');
    const reload = jest.fn();
    await expect(retryBoot(load, { delaysMs: [1, 1], guard: () => ({ reload, storage: memoryStorage() }) })).resolves.toBe('shell');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when every try fails, and not again within the guard', async () => {
    const failure = new Error('Loading chunk 1221 failed.');
    const load = jest.fn().mockRejectedValue(failure);
    const reload = jest.fn();
    const storage = memoryStorage();
    let clock = 100_000;
    // The guard is a stale chunk's (reload-guard.ts): once in 10 s.
    const o = { delaysMs: [1, 1], guard: () => ({ reload, storage, now: clock }) };
    await expect(retryBoot(load, o)).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 5_000;
    await expect(retryBoot(load, o)).rejects.toBe(failure);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 6_000;
    await expect(retryBoot(load, o)).rejects.toBe(failure);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline', async () => {
    const reload = jest.fn();
    const load = jest.fn().mockRejectedValue(new Error('Failed to fetch'));
    await expect(retryBoot(load, { delaysMs: [1], online: () => false, guard: () => ({ reload, storage: memoryStorage() }) })).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
