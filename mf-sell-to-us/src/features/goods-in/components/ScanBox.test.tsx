// A scanner types the label's code and Enter: the parcel opens; anything else is refused with why.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ScanBox } from './ScanBox';

function Harness({ onOpen }: { onOpen: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <ScanBox value={value} onChange={setValue} onOpen={onOpen} />;
}

describe('ScanBox', () => {
  it('opens the parcel on Enter, the code in capitals whatever was typed; is focused for the scanner', () => {
    const onOpen = jest.fn();
    render(<Harness onOpen={onOpen} />);
    const box = screen.getByLabelText('Scan or type a parcel code');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: ' wb0a1b2c3d ' } });
    fireEvent.submit(box.closest('form')!);
    expect(onOpen).toHaveBeenCalledWith('WB0A1B2C3D');
  });

  it('refuses what is not a parcel code, and shows no camera button without BarcodeDetector', () => {
    const onOpen = jest.fn();
    render(<Harness onOpen={onOpen} />);
    const box = screen.getByLabelText('Scan or type a parcel code');
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.submit(box.closest('form')!);
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/not a parcel code/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).toBeNull();
  });
});
