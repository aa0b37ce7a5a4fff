// The checkout form steps several journeys share (checkout, collection, account orders, the
// product page, and spending a sell-to-us voucher): the test provider's cards and filling them
// in, and a delivery address found by the postcode look-up.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The built-in test card provider's numbers (docs/buying.md 'Payments'). */
export const TEST_CARDS = { accepted: '4242 4242 4242 4242', threeDSecure: '4000 0000 0000 3220', declined: '4000 0000 0000 0002' };

/** The card part of the checkout form, with a future expiry. */
export async function fillCard(page: Page, number: string = TEST_CARDS.accepted) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('G Hopper');
}

/** A Leeds delivery address: the look-up fills the town (waited for, not raced), then the first line. */
export async function fillLeedsDelivery(page: Page) {
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');
  await page.getByLabel('Address line 1').fill('1 Park Row');
}
