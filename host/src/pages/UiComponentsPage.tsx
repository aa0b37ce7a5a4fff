import { useState } from 'react';
import { bus } from '@shop/shared/bus';
import { t } from '@shop/shared/i18n';
import { Button, Dialog, Loader, PageLayout } from '@shop/shared/ui';

/** /ui-components: the design system's pieces on one page (host-owned). */
export function UiComponentsPage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <div data-boundary="host">
      <PageLayout heading={t('pageTitle.uiComponents')} lead="The shared building blocks every team uses.">
        <h2>Buttons</h2>
        <p>
          <Button>Primary</Button> <Button variant="secondary">Secondary</Button> <Button disabled>Disabled</Button>
        </p>
        <h2>Loader</h2>
        <Loader />
        <h2>Snackbars</h2>
        <p>
          <Button onClick={() => bus.emit('host:show-snackbar', { message: 'Saved.', kind: 'success' })}>Show a snackbar</Button>{' '}
          <Button variant="secondary" onClick={() => bus.emit('host:show-snackbar', { message: 'Only 1 left in stock.', kind: 'warning', durationMs: 2000 })}>
            Show a basket warning
          </Button>
        </p>
        <h2>Dialog</h2>
        <Button onClick={() => setDialogOpen(true)}>Open a dialog</Button>
        {dialogOpen ? (
          <Dialog title="A dialog" onClose={() => setDialogOpen(false)}>
            <p>Escape, the backdrop or the button closes it.</p>
            <Button onClick={() => setDialogOpen(false)}>{t('dialog.close')}</Button>
          </Dialog>
        ) : null}
      </PageLayout>
    </div>
  );
}
