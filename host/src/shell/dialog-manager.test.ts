import { createBus, type ShopEvents } from '@shop/shared/bus';
import { closeDialog, connectDialogManager, openDialog } from './dialog-manager';

describe('dialog manager', () => {
  it('opening a dialog closes the others by default', () => {
    expect(openDialog(['signIn'], 'signUp')).toEqual(['signUp']);
  });

  it('can stack a dialog when asked not to close the others', () => {
    expect(openDialog(['signIn'], 'consent', false)).toEqual(['signIn', 'consent']);
    expect(openDialog(['signIn', 'consent'], 'signIn', false)).toEqual(['consent', 'signIn']);
  });

  it('closes one, or all', () => {
    expect(closeDialog(['signIn', 'consent'], 'consent')).toEqual(['signIn']);
    expect(closeDialog(['signIn', 'consent'])).toEqual([]);
  });

  it('announces the open dialogs on the bus and tells the host to load them', () => {
    const bus = createBus<ShopEvents>();
    const seen: string[][] = [];
    let loads = 0;
    bus.on('host:dialogs-changed').subscribe((e) => seen.push(e.open));
    const stop = connectDialogManager(bus, () => loads++);
    bus.emit('host:open-dialog', { dialog: 'signIn' });
    bus.emit('host:open-dialog', { dialog: 'forgotPassword' });
    bus.emit('host:open-dialog', { dialog: 'consent', closeOthers: false });
    bus.emit('host:close-dialog', { dialog: 'consent' });
    bus.emit('host:close-dialog', {});
    expect(seen).toEqual([['signIn'], ['forgotPassword'], ['forgotPassword', 'consent'], ['forgotPassword'], []]);
    expect(loads).toBe(3);
    stop();
  });
});
