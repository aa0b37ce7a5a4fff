import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { AccountDialogs } from './dialogs';

it('renders the newest open dialog and asks the host to close it', () => {
  const closed: Array<string | undefined> = [];
  const sub = bus.on('host:close-dialog').subscribe((e) => closed.push(e.dialog));
  render(<AccountDialogs />);
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => bus.emit('host:dialogs-changed', { open: ['signIn'] }));
  expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(closed).toEqual(['signIn']);
  sub.unsubscribe();
});

it('asks for the sign-up dialog from sign-in', () => {
  const opened: string[] = [];
  const sub = bus.on('host:open-dialog').subscribe((e) => opened.push(e.dialog));
  render(<AccountDialogs />);
  act(() => bus.emit('host:dialogs-changed', { open: ['signIn'] }));
  fireEvent.click(screen.getByRole('button', { name: /Create an account/ }));
  expect(opened).toEqual(['signUp']);
  sub.unsubscribe();
});
