import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ZoomDialog } from './ZoomDialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Zoom in
      </button>
      {open ? <ZoomDialog src="/xl.webp" alt="Cot, front view, zoomed" title="Zoomed photo: Cot, front view" onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const openZoom = () => {
  const trigger = screen.getByRole('button', { name: 'Zoom in' });
  trigger.focus();
  fireEvent.click(trigger);
  return trigger;
};

describe('the zoom dialog', () => {
  it('is a labelled modal dialog with the photo at 1600×1600, focus on its close button', () => {
    render(<Opener />);
    openZoom();
    const dialog = screen.getByRole('dialog', { name: 'Zoomed photo: Cot, front view' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const img = screen.getByRole('img', { name: 'Cot, front view, zoomed' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1600']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Close zoom/ }));
  });

  it('closes with Escape and gives focus back to what opened it', () => {
    render(<Opener />);
    const trigger = openZoom();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its close button and gives focus back', () => {
    render(<Opener />);
    const trigger = openZoom();
    fireEvent.click(screen.getByRole('button', { name: /Close zoom/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps Tab inside: from the photo back to the close button, and Shift+Tab the other way', () => {
    render(<Opener />);
    openZoom();
    const close = screen.getByRole('button', { name: /Close zoom/ });
    const pane = screen.getByRole('group', { name: 'Cot, front view, zoomed' });
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(pane);
    fireEvent.keyDown(pane, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});
