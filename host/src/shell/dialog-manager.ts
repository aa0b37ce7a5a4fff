import type { Bus, DialogName, ShopEvents } from '@shop/shared/bus';

/** Open a dialog; by default every other dialog closes (one auth dialog at a time). */
export function openDialog(open: readonly DialogName[], name: DialogName, closeOthers = true): DialogName[] {
  return closeOthers ? [name] : [...open.filter((d) => d !== name), name];
}

/** Close one dialog, or all when none is named. */
export function closeDialog(open: readonly DialogName[], name?: DialogName): DialogName[] {
  return name ? open.filter((d) => d !== name) : [];
}

/**
 * The dialog manager: owns which dialogs are open and announces it on the bus. `onOpen` runs
 * whenever a dialog opens (the host loads the account dialogs on the first one, except for the
 * consent notice, which the host renders itself: see consent/ConsentNotice.tsx).
 */
export function connectDialogManager(bus: Bus<ShopEvents>, onOpen: (dialog: DialogName) => void): () => void {
  let open: DialogName[] = [];
  const publish = (next: DialogName[]) => {
    open = next;
    bus.emit('host:dialogs-changed', { open });
  };
  const subs = [
    bus.on('host:open-dialog').subscribe((e) => {
      publish(openDialog(open, e.dialog, e.closeOthers ?? true));
      onOpen(e.dialog);
    }),
    bus.on('host:close-dialog').subscribe((e) => publish(closeDialog(open, e.dialog))),
  ];
  return () => subs.forEach((s) => s.unsubscribe());
}
