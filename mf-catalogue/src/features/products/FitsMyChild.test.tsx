import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { FitsMyChild } from './FitsMyChild';

const SIZES = [
  { fit: 'now' as const, label: '6–9 months', shopSize: '6-9 months' },
  { fit: 'next' as const, label: '9–12 months', shopSize: '9-12 months' },
];

describe("the clothing listing's 'Fits my child'", () => {
  beforeEach(() => bus.emit('account:child-sizes', { sizes: [] }));

  it('asks the account for the sizes and shows nothing until it answers with some (a guest, a member without children)', () => {
    const asked = jest.fn();
    const sub = bus.on('catalogue:child-sizes-shown').subscribe(asked);
    const { container } = render(<FitsMyChild chosen={[]} onChoose={jest.fn()} />);
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('');
    act(() => bus.emit('account:child-sizes', { sizes: SIZES }));
    expect(screen.getByRole('group', { name: 'Fits my child:' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Now, 6–9 months' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Next, 9–12 months' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('narrows the listing to one size, shows it pressed, and a second press shows every size again', () => {
    bus.emit('account:child-sizes', { sizes: SIZES });
    const onChoose = jest.fn();
    const { rerender } = render(<FitsMyChild chosen={[]} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next, 9–12 months' }));
    expect(onChoose).toHaveBeenLastCalledWith(['9-12 months']);
    rerender(<FitsMyChild chosen={['9-12 months']} onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Next, 9–12 months' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next, 9–12 months' }));
    expect(onChoose).toHaveBeenLastCalledWith([]);
    // Two sizes ticked in the filters are not 'the' size of either button.
    rerender(<FitsMyChild chosen={['6-9 months', '9-12 months']} onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Now, 6–9 months' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks again when a shopper signs in, and goes when they sign out', () => {
    const asked = jest.fn();
    render(<FitsMyChild chosen={[]} onChoose={jest.fn()} />);
    const sub = bus.on('catalogue:child-sizes-shown').subscribe(asked);
    act(() => bus.emit('host:signed-in', { memberId: '42' }));
    sub.unsubscribe();
    expect(asked).toHaveBeenCalledTimes(1);
    act(() => bus.emit('account:child-sizes', { sizes: SIZES }));
    expect(screen.getAllByRole('button')).toHaveLength(2);
    act(() => bus.emit('account:child-sizes', { sizes: [] }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
