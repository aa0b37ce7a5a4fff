import { createBus } from './bus';
import type { ShopEvents } from './events';

describe('bus', () => {
  it('delivers events only to subscribers of that type', () => {
    const bus = createBus<ShopEvents>();
    const counts: number[] = [];
    const dialogs: string[] = [];
    bus.on('basket:count-changed').subscribe((e) => counts.push(e.count));
    bus.on('host:open-dialog').subscribe((e) => dialogs.push(e.dialog));
    bus.emit('basket:count-changed', { count: 3 });
    bus.emit('host:open-dialog', { dialog: 'signIn' });
    bus.emit('basket:count-changed', { count: 4 });
    expect(counts).toEqual([3, 4]);
    expect(dialogs).toEqual(['signIn']);
  });

  it('remembers the latest payload per type for late readers', () => {
    const bus = createBus<ShopEvents>();
    expect(bus.latest('basket:count-changed')).toBeUndefined();
    bus.emit('basket:count-changed', { count: 2 });
    expect(bus.latest('basket:count-changed')).toEqual({ count: 2 });
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus<ShopEvents>();
    const seen: number[] = [];
    const sub = bus.on('basket:count-changed').subscribe((e) => seen.push(e.count));
    bus.emit('basket:count-changed', { count: 1 });
    sub.unsubscribe();
    bus.emit('basket:count-changed', { count: 9 });
    expect(seen).toEqual([1]);
  });
});
