import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AccountTabs } from './AccountTabs';
import { t } from '../../i18n';
import { ACCOUNT_TABS } from './account-tabs';

// Whatever the tab table holds: the test does not depend on which tabs come first.
const SECOND = ACCOUNT_TABS[1]!;

jest.mock('../orders/OrderHistory', () => ({ OrderHistory: () => <p>orders panel</p> }));
jest.mock('../profile/ProfilePanel', () => ({ ProfilePanel: () => <p>profile panel</p> }));
// The Security panel loads the member from the API (its own test covers that): here, only that it opens.
jest.mock('../security/SecurityPanel', () => ({ SecurityPanel: () => <p>security panel</p> }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AccountTabs memberId="42" />
      <Where />
    </MemoryRouter>,
  );

describe('My Account tabs', () => {
  it('opens the tab the URL names, with its title, and the first tab for an unknown one', async () => {
    renderAt('/myaccount?tab=security');
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('security panel')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Security' })).toBeTruthy();
  });

  it('falls back to the first tab for a tab that does not exist', async () => {
    renderAt('/myaccount?tab=nope');
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('orders panel')).toBeTruthy();
  });

  it('moves with the arrow keys, puts the tab in the URL and focuses it; only the selected tab is in the Tab order', async () => {
    renderAt('/myaccount');
    const orders = screen.getByRole('tab', { name: 'Orders' });
    expect(orders.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: t(SECOND.titleKey) }).getAttribute('tabindex')).toBe('-1');
    await act(async () => {
      fireEvent.keyDown(orders, { key: 'ArrowDown' });
    });
    // The next tab in the table, whichever it is (tabs are added row by row).
    const next = screen.getAllByRole('tab')[1]!;
    expect(next.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(next);
    expect(screen.getByTestId('where').textContent).toBe(`?tab=${next.id.replace('account-tab-', '')}`);
    await act(async () => {
      fireEvent.keyDown(next, { key: 'Home' });
    });
    expect(screen.getByTestId('where').textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Orders' }));
  });

  it('scrolls the selected tab into the middle of a strip too narrow for all tabs (phones)', async () => {
    // jsdom has no layout: the strip is 300 px wide showing 1000 px of tabs, each 100 px wide.
    const sizes = { scrollWidth: 1000, clientWidth: 300 };
    for (const [name, value] of Object.entries(sizes))
      jest.spyOn(HTMLElement.prototype, name as 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? value : 0;
      });
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return 100 * [...(this.parentElement?.children ?? [])].indexOf(this);
    });
    const last = ACCOUNT_TABS[ACCOUNT_TABS.length - 1]!;
    renderAt(`/myaccount?tab=${last.id}`);
    const strip = screen.getByRole('tablist');
    expect(strip.scrollLeft).toBe(100 * (ACCOUNT_TABS.length - 1) - 100);
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('tab', { name: t(last.titleKey) }), { key: 'Home' });
    });
    expect(strip.scrollLeft).toBe(0);
    jest.restoreAllMocks();
  });
});
