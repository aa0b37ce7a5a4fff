// The account dialogs (spec §2 modal list), mounted by the host as a parcel on the first
// dialog request. Which dialogs are open is the host's dialog manager's state, read from the bus.
import { useEffect, useState } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { bus, type DialogName } from '@shop/shared/bus';
import { t } from '@shop/shared/i18n';
import { Button, Dialog } from '@shop/shared/ui';

function DialogBody({ name }: { name: DialogName }) {
  if (name === 'signIn') {
    return (
      <p>
        <Button variant="secondary" onClick={() => bus.emit('host:open-dialog', { dialog: 'signUp' })}>
          {t('dialog.signIn.noAccount')}
        </Button>{' '}
        <Button variant="secondary" onClick={() => bus.emit('host:open-dialog', { dialog: 'forgotPassword' })}>
          {t('dialog.signIn.forgot')}
        </Button>
      </p>
    );
  }
  return null;
}

export function AccountDialogs() {
  const [open, setOpen] = useState<DialogName[]>(bus.latest('host:dialogs-changed')?.open ?? []);
  useEffect(() => {
    const sub = bus.on('host:dialogs-changed').subscribe((e) => setOpen(e.open));
    return () => sub.unsubscribe();
  }, []);
  const top = open[open.length - 1];
  if (!top) return null;
  return (
    <div data-boundary="account" data-version={__BUILD_VERSION__}>
      <Dialog title={t(`dialog.${top}`)} onClose={() => bus.emit('host:close-dialog', { dialog: top })}>
        <DialogBody name={top} />
        <Button onClick={() => bus.emit('host:close-dialog', { dialog: top })}>{t('dialog.close')}</Button>
      </Dialog>
    </div>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AccountDialogs,
  errorBoundary: () => <p role="alert">{t('error.generic')}</p>,
});
