import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { consent, ACCEPT_ALL, REJECT_ALL } from '@shop/shared/consent';
import ConsentNotice from './ConsentNotice';

jest.mock('@shop/shared/consent', () => {
  const actual = jest.requireActual('@shop/shared/consent');
  let stored: unknown = null;
  return { ...actual, consent: actual.createConsentManager({ readStored: async () => stored, write: async (r: unknown) => void (stored = r) }) };
});

beforeAll(() => consent.load());

it('first visit: asks by purpose, Reject all and Accept all look the same, one click each, no close', async () => {
  const onDone = jest.fn();
  render(<ConsentNotice onDone={onDone} />);
  const dialog = screen.getByRole('dialog', { name: 'Your privacy choices' });
  expect(document.activeElement).toBe(dialog);
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  const reject = screen.getByRole('button', { name: 'Reject all' });
  const accept = screen.getByRole('button', { name: 'Accept all' });
  expect(reject.className).toBe(accept.className);
  await act(async () => fireEvent.click(reject));
  expect(onDone).toHaveBeenCalled();
  expect(consent.record()?.purposes).toEqual(REJECT_ALL);
  expect(consent.needsNotice()).toBe(false);
});

it('Choose: each purpose can be set; strictly necessary is always on', async () => {
  const snack = jest.fn();
  const sub = bus.on('host:show-snackbar').subscribe(snack);
  render(<ConsentNotice onDone={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
  const necessary = screen.getByRole('checkbox', { name: /Strictly necessary/ });
  expect((necessary as HTMLInputElement).checked).toBe(true);
  expect((necessary as HTMLInputElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Analytics' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save my choices' })));
  expect(consent.record()?.purposes).toEqual({ analytics: true, marketing: false, sessionReplay: false });
  expect(snack).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your cookie choices are saved.' }));
  sub.unsubscribe();
});

it('reopened (Cookie settings): shows the choice, closes with Escape or Close, focus goes back', async () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const onDone = jest.fn();
  const view = render(<ConsentNotice onDone={onDone} />);
  expect(document.activeElement).toBe(screen.getByRole('dialog'));
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onDone).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onDone).toHaveBeenCalledTimes(2);
  view.unmount();
  expect(document.activeElement).toBe(opener);
  void ACCEPT_ALL;
});
