import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './components';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filter (0)
      </button>
      {open ? (
        <Dialog variant="sheet" title="Filters" onClose={() => setOpen(false)} footer={<button type="button">Show 3 results</button>}>
          <label>
            <input type="checkbox" /> Grade A
          </label>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to its opener', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Filter (0)' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(document.activeElement).toBe(dialog);
    expect(dialog.className).toContain('shop-ui-dialog--sheet');

    const last = screen.getByRole('button', { name: 'Show 3 results' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
