import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { Snackbars } from './Snackbars';
import { snackbarSchedule } from './snackbar-timing';

describe('snackbars', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('computes the schedule for default and basket-warning durations', () => {
    expect(snackbarSchedule()).toEqual({ showAt: 200, fadeAt: 4500, removeAt: 5000 });
    expect(snackbarSchedule(2000)).toEqual({ showAt: 200, fadeAt: 1500, removeAt: 2000 });
  });

  it('appears after 200 ms, fades 500 ms before its end and is removed at its end', () => {
    render(<Snackbars />);
    act(() => bus.emit('host:show-snackbar', { message: 'Only 1 left', kind: 'warning', durationMs: 2000 }));
    expect(screen.queryByText('Only 1 left')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    const el = screen.getByText('Only 1 left');
    expect(el.className).not.toMatch(/fading/);
    act(() => jest.advanceTimersByTime(1300));
    expect(screen.getByText('Only 1 left').className).toMatch(/fading/);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Only 1 left')).toBeNull();
  });

  it('offers its action as a quiet button that opens the dialog and closes the snackbar', () => {
    const opened: string[] = [];
    const sub = bus.on('host:open-dialog').subscribe((e) => opened.push(e.dialog));
    render(<Snackbars />);
    act(() => bus.emit('host:show-snackbar', { message: 'Your account is closed.', durationMs: 10_000, action: { label: 'Changed your mind? Sign in', dialog: 'signIn' } }));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toContain('Your account is closed. Changed your mind? Sign in');
    fireEvent.click(screen.getByRole('button', { name: 'Changed your mind? Sign in' }));
    expect(opened).toEqual(['signIn']);
    expect(screen.queryByText('Your account is closed.', { exact: false })).toBeNull();
    sub.unsubscribe();
  });
});
