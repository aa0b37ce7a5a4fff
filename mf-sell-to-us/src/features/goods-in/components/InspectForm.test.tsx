// The inspection form says what will happen before anything is pressed: the offer stands; within
// the member's tolerance it is paid at once; beyond it the member is asked; or the item goes back.
import { fireEvent, render, screen } from '@testing-library/react';
import type { BenchItem } from '../api/types';
import { InspectForm } from './InspectForm';

const item: BenchItem = {
  quoteId: '01JGOODSIN0000000000000001',
  status: 'received',
  brand: 'Joie',
  modelName: 'Pact',
  quantity: 1,
  declaredGrade: 'B',
  payoutType: 'exchange',
  payoutMethod: 'voucher',
  offered: 4560,
  revisionTolerance: 1000,
  revision: null,
  answers: [{ question: 'What condition is it in?', answer: 'Good' }],
  photosOnProductPage: false,
  gradeOptions: [
    { grade: 'A', amount: 5320, withinTolerance: true },
    { grade: 'B', amount: 4560, withinTolerance: true },
    { grade: 'C', amount: 3800, withinTolerance: true },
  ],
  tradeUpBonus: 0,
  payout: null,
  history: [],
};

const says = () => screen.getByTestId('inspect-says').textContent;

describe('InspectForm', () => {
  it('says the offer stands, then what a revision does: paid at once within the tolerance, or the member asked', () => {
    const { rerender } = render(<InspectForm item={item} onDone={() => undefined} />);
    expect(says()).toBe('The offer of £45.60 stands. Pay it when you are ready.');
    fireEvent.click(screen.getByLabelText('Change the grade'));
    fireEvent.click(screen.getByLabelText('Grade C: £38.00'));
    expect(says()).toBe('Within the member’s £10.00 tolerance: paid at once (£38.00).');
    // The file input opens the camera on a tablet.
    const photos = screen.getByLabelText('Photos of what you found (camera or files)');
    expect(photos.getAttribute('capture')).toBe('environment');
    expect(photos.getAttribute('accept')).toBe('image/*');

    const beyond = { ...item, revisionTolerance: 0, gradeOptions: item.gradeOptions.map((o) => (o.grade === 'C' ? { ...o, withinTolerance: false } : o)) };
    rerender(<InspectForm item={beyond} onDone={() => undefined} />);
    expect(says()).toBe('The member will be asked: £38.00 is £7.60 less than offered, beyond their £0.00 tolerance.');
    fireEvent.click(screen.getByLabelText('We cannot buy it: send it back'));
    expect(says()).toBe('The item goes back to the member, free.');
  });

  it('asks what was found before a revision is sent', () => {
    render(<InspectForm item={item} onDone={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Change the grade'));
    fireEvent.click(screen.getByRole('button', { name: 'Revise grade' }));
    expect(screen.getByRole('alert').textContent).toBe('Say what you found: the member reads it.');
  });
});
