// The My Account tabs (§2 'My Account tab list'), one row each: its id in the URL
// (/myaccount?tab=<id>), its title key and its panel. A panel lives in its own feature folder
// and loads when its tab is first opened, so /myaccount carries only the tab it shows.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PanelProps {
  memberId: string;
}

export interface AccountTab {
  id: string;
  titleKey: string;
  Panel: LazyExoticComponent<ComponentType<PanelProps>>;
}

const panel = <K extends string>(load: () => Promise<Record<K, ComponentType<PanelProps>>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

export const ACCOUNT_TABS: AccountTab[] = [
  { id: 'orders', titleKey: 'account.tab.orders', Panel: panel(() => import('../orders/OrderHistory'), 'OrderHistory') },
  { id: 'vouchers', titleKey: 'account.tab.vouchers', Panel: panel(() => import('../vouchers/VouchersPanel'), 'VouchersPanel') },
  { id: 'profile', titleKey: 'account.tab.profile', Panel: panel(() => import('../profile/ProfilePanel'), 'ProfilePanel') },
  { id: 'addresses', titleKey: 'account.tab.addresses', Panel: panel(() => import('../addresses/AddressesPanel'), 'AddressesPanel') },
  { id: 'bank-details', titleKey: 'account.tab.bankDetails', Panel: panel(() => import('../bank-details/BankDetailsPanel'), 'BankDetailsPanel') },
  { id: 'payment-cards', titleKey: 'account.tab.paymentCards', Panel: panel(() => import('../payment-cards/PaymentCardsPanel'), 'PaymentCardsPanel') },
  { id: 'in-store', titleKey: 'account.tab.inStore', Panel: panel(() => import('../in-store/InStorePanel'), 'InStorePanel') },
  { id: 'favourites', titleKey: 'account.tab.favourites', Panel: panel(() => import('../favourites/FavouritesPanel'), 'FavouritesPanel') },
  { id: 'stock-alerts', titleKey: 'account.tab.stock-alerts', Panel: panel(() => import('../stock-alerts/StockAlertsPanel'), 'StockAlertsPanel') },
  { id: 'children', titleKey: 'account.tab.children', Panel: panel(() => import('../children/ChildrenPanel'), 'ChildrenPanel') },
  { id: 'communication', titleKey: 'account.tab.communication', Panel: panel(() => import('../communication/CommunicationPanel'), 'CommunicationPanel') },
  { id: 'security', titleKey: 'account.tab.security', Panel: panel(() => import('../security/SecurityPanel'), 'SecurityPanel') },
  { id: 'your-data', titleKey: 'account.tab.yourData', Panel: panel(() => import('../your-data/YourDataPanel'), 'YourDataPanel') },
];

export const DEFAULT_TAB = ACCOUNT_TABS[0]!.id;

/** The tab a URL asks for; an unknown or missing one is the first tab. */
export function tabFromSearch(search: URLSearchParams): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab.id === search.get('tab')) ?? ACCOUNT_TABS[0]!;
}
