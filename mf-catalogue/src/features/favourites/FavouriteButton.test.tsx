import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type ShopEvents } from '@shop/shared/bus';
import { FavouriteButton } from './FavouriteButton';
import { StockAlertButton } from './StockAlertButton';

const heard = <K extends keyof ShopEvents>(type: K) => {
  const seen: Array<ShopEvents[K]> = [];
  const sub = bus.on(type).subscribe((e) => seen.push(e));
  return { seen, stop: () => sub.unsubscribe() };
};

it('asks the account to toggle the favourite, and shows the state the account announces', () => {
  const asked = heard('catalogue:favourite-toggle-requested');
  render(<FavouriteButton boxId="LL000001" boxName="Wooden cot" />);
  const heart = screen.getByRole('button', { name: 'Favourite: Wooden cot' });
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(heart);
  expect(asked.seen).toEqual([{ boxId: 'LL000001', boxName: 'Wooden cot' }]);
  act(() => bus.emit('account:favourites-changed', { boxIds: ['LL000009', 'LL000001'] }));
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  act(() => bus.emit('account:favourites-changed', { boxIds: [] }));
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  asked.stop();
});

it("starts from the account's last announcement (a page opened after the ids loaded)", () => {
  bus.emit('account:favourites-changed', { boxIds: ['LL000002'] });
  render(<FavouriteButton boxId="LL000002" boxName="Bath" inline />);
  expect(screen.getByRole('button', { name: 'Favourite: Bath' }).getAttribute('aria-pressed')).toBe('true');
});

it("asks whether an alert is set, asks for one, and shows when the account says it's set", () => {
  const shown = heard('catalogue:stock-alert-shown');
  const asked = heard('catalogue:stock-alert-requested');
  render(<StockAlertButton boxId="LL000003" boxName="Pram" />);
  expect(shown.seen).toEqual([{ boxId: 'LL000003' }]);
  fireEvent.click(screen.getByRole('button', { name: "Tell me when it's back" }));
  expect(asked.seen).toEqual([{ boxId: 'LL000003', boxName: 'Pram' }]);
  // Another box's answer changes nothing here.
  act(() => bus.emit('account:stock-alert-status', { boxId: 'LL000004', alerted: true }));
  expect(screen.getByRole('button', { name: "Tell me when it's back" })).toBeTruthy();
  act(() => bus.emit('account:stock-alert-status', { boxId: 'LL000003', alerted: true }));
  expect(screen.getByRole('status').textContent).toBe("We'll e-mail you when it's back");
  shown.stop();
  asked.stop();
});
