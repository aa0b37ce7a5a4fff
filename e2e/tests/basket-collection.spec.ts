import type { APIRequestContext } from '@playwright/test';
import { accessTokenOf, expect, test } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { fillCard } from '../support/checkout-steps';
import { expectedDelivery as expectedDates, expectedDeliveryText, readyToCollect, readyToCollectText } from '../../shared/src/rules';

// Issue: a shopper chooses click-and-collect in the basket for an item also sold online, sees it
// through checkout, and the thank-you page adds up (lines, collection store, §5 delivery line).
// Issue 30: the checkout summary and the thank-you page give each line's price and how it comes,
// the delivery address with its expected dates and the store with its address and ready time;
// so does the confirmation e-mail.
// The basket's '+' stops at the line's limit and says why. On a 375 px phone and on a desktop.

interface Box {
  boxId: string;
  boxName: string;
  sellPrice: number;
  ecomQuantity: number;
  webSaleAllowed: number;
  boxSaleAllowed: number;
}
type StoreStock = { storeId: number; storeName: string; quantity: number };

/** Boxes of the deterministic catalogue that fit, through the public API (each with its stores). */
async function findBoxes(request: APIRequestContext, wanted: Array<(b: Box, stores: StoreStock[]) => boolean>, skip = 0) {
  const found: Array<{ box: Box; stores: StoreStock[] }> = [];
  for (let n = 1 + skip; n < 400 + skip && found.length < wanted.length; n++) {
    const res = await request.get(`/v3/boxes/LL${String(n).padStart(6, '0')}/detail`);
    if (!res.ok()) continue;
    const box = (await res.json()).response.data.boxDetails[0] as Box;
    if (!box.boxSaleAllowed || found.some((f) => f.box.boxId === box.boxId)) continue;
    const stores = (await (await request.get(`/v3/boxes/${box.boxId}/stock`)).json()).response.data.stockDetails as StoreStock[];
    if (wanted[found.length]!(box, stores)) found.push({ box, stores });
  }
  expect(found).toHaveLength(wanted.length);
  return found;
}

const pounds = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: collection chosen in the basket for an item sold online goes through checkout; '+' stops at the limit with its reason`, async ({ page, request, signIn }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const skip = viewport.name === 'phone' ? 0 : 60; // each journey its own boxes
    const [collect, deliver] = await findBoxes(
      request,
      [(b, stores) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice < 50 && stores.length > 0, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 2 && b.ecomQuantity <= 4 && b.sellPrice < 50],
      skip,
    );
    const store = collect!.stores[0]!;
    const member = await signIn();

    // Both go in as the product page adds them today: for delivery.
    for (const [n, { box }] of [collect!, deliver!].entries()) {
      await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect(page.getByTestId('basket-count')).toHaveText(String(n + 1));
    }
    await page.goto('/basket');
    const line = (key: string) => page.locator(`#shop-root [data-basket-line="${key}"]`);
    await expect(line(collect!.box.boxId)).toContainText('Home delivery');

    // '+' up to the online stock: then it is disabled, says why, and no toast covers the checkout button.
    const plus = line(deliver!.box.boxId).getByRole('button', { name: `One more ${deliver!.box.boxName}` });
    for (let n = 1; n < deliver!.box.ecomQuantity; n++) {
      await plus.click();
      await expect(line(deliver!.box.boxId).locator('output')).toHaveText(String(n + 1));
    }
    await expect(plus).toBeDisabled();
    const reason = `Only ${deliver!.box.ecomQuantity} in stock`;
    await expect(line(deliver!.box.boxId).getByTestId('quantity-limit')).toHaveText(reason);
    await expect(plus).toHaveAccessibleDescription(reason);
    await plus.click({ force: true });
    await expect(line(deliver!.box.boxId).locator('output')).toHaveText(String(deliver!.box.ecomQuantity));
    await expect(page.getByTestId('basket-count')).toHaveText(String(1 + deliver!.box.ecomQuantity));

    // No store chosen yet: pick one that holds the box, by keyboard, and collect from it.
    const choice = line(collect!.box.boxId);
    const openPicker = choice.getByRole('button', { name: 'Collect from a store' });
    await openPicker.focus();
    await expect(openPicker).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(openPicker).toHaveAttribute('aria-expanded', 'true');
    const picker = choice.getByLabel(`Store to collect from (${collect!.box.boxName})`, { exact: true });
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await picker.selectOption(String(store.storeId));
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('button', { name: `Collect here (${collect!.box.boxName})`, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(line(`${collect!.box.boxId}-2`)).toContainText(`Click and collect from ${store.storeName}`);
    const group = line(`${collect!.box.boxId}-2`).getByRole('group', { name: `How to get ${collect!.box.boxName}` });
    await expect(group.getByRole('button', { name: `Collect from ${store.storeName}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'Deliver' })).toHaveAttribute('aria-pressed', 'false');
    // The choice is kept: a reload does not turn it back into delivery (§4 conversion is for default collections only).
    await page.reload();
    await expect(line(`${collect!.box.boxId}-2`)).toContainText(`Click and collect from ${store.storeName}`);
    const expectedDelivery = deliver!.box.ecomQuantity * 199;
    await expect(page.getByTestId('basket-total')).toHaveText(
      `£${((Math.round(collect!.box.sellPrice * 100) + Math.round(deliver!.box.sellPrice * 100) * deliver!.box.ecomQuantity + expectedDelivery) / 100).toFixed(2)}`,
    );

    // Checkout: names filled in for the member; collection named; pay with the test card.
    await page.getByRole('button', { name: 'Checkout securely' }).click();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(page.getByLabel('First name')).toHaveValue(member.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await expect(page.getByRole('region', { name: 'Click and collect' })).toContainText(store.storeName);
    // The postcode look-up fills the town; wait for it rather than race it.
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');
    await page.getByLabel('Address line 1').fill('1 Park Row');
    // The summary beside the payment: each line's price and how it comes, and when delivery is expected.
    const aside = page.getByRole('complementary', { name: 'Order summary' });
    const deliverPrice = `£${((Math.round(deliver!.box.sellPrice * 100) * deliver!.box.ecomQuantity) / 100).toFixed(2)}`;
    await expect(aside.locator(`[data-summary-line="${deliver!.box.boxId}"]`)).toContainText('Delivery to LS1 4AP');
    await expect(aside.locator(`[data-summary-line="${deliver!.box.boxId}"]`)).toContainText(deliverPrice);
    await expect(aside.locator(`[data-summary-line="${collect!.box.boxId}-2"]`)).toContainText(`Collect from ${store.storeName}`);
    await expect(aside.getByTestId('checkout-expected')).toHaveText(/^Expected between \w+ \d+/);
    await fillCard(page);
    await page.getByRole('button', { name: /^Pay £/ }).click();

    // Thank-you: the collection line with its store, the delivery line, and a total that adds up.
    await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.locator(`[data-order-line="${collect!.box.boxId}-2"]`)).toContainText(`Collect from ${store.storeName}`);
    await expect(summary.getByTestId('order-delivery')).toHaveText(`£${(expectedDelivery / 100).toFixed(2)}`);
    const lineTotals = await summary.locator('[data-order-line] > span:last-child').allTextContents();
    const total = pounds(await summary.getByTestId('order-total').textContent());
    expect(lineTotals.reduce((n, text) => n + pounds(text), 0) + expectedDelivery).toBe(total);
    await expect(page.getByTestId('basket-count')).toHaveText('0');

    // Where it goes and when, from the time it was paid (the shared rules): the address in full with
    // the expected dates, the store with its address and the time the collection is ready.
    await expect(summary.locator(`[data-order-line="${deliver!.box.boxId}"]`)).toContainText('Delivery to LS1 4AP');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const token = await accessTokenOf(page.context(), new URL(page.url()).origin);
    const detail = (await (await request.get(`/v3/websellorders/${orderId}/detail`, { headers: { authorization: `Bearer ${token}` } })).json()).response.data.order;
    const storeDetail = (await (await request.get(`/v3/stores/${store.storeId}/detail`)).json()).response.data.store as {
      address: { line1: string; postcode: string };
      openingHours: Record<string, string | null>;
    };
    const expectedText = expectedDeliveryText(expectedDates(detail.paidAt));
    const readyText = readyToCollectText(readyToCollect(detail.paidAt, storeDetail.openingHours)!);
    const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
    await expect(delivery.getByTestId('expected-delivery')).toHaveText(expectedText);
    await expect(delivery.getByTestId('delivery-address').locator('span')).toHaveText([`${member.firstName} Hopper`, '1 Park Row', 'Leeds', 'West Yorkshire', 'LS1 4AP']);
    const collection = page.getByRole('region', { name: `Collect from ${store.storeName}` });
    await expect(collection.getByTestId('ready-to-collect')).toHaveText(readyText);
    await expect(collection.locator('address')).toContainText(storeDetail.address.line1);
    await expect(collection.locator('address')).toContainText(storeDetail.address.postcode);
    expect(await axeViolations(page)).toEqual([]);
    // The e-mail says the same (read in the development outbox).
    const mails = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(member.email)}`)).json()) as Array<{ subject: string; body: string }>;
    const confirmation = mails.find((m) => m.subject.startsWith('Your order'))!;
    expect(confirmation.body).toContain(`\n  Delivery to LS1 4AP\n`);
    expect(confirmation.body).toContain(`\n1 Park Row\nLeeds\nWest Yorkshire\nLS1 4AP\n${expectedText}.\n`);
    expect(confirmation.body).toContain(`\nCollect from ${store.storeName}:\n${storeDetail.address.line1}\n`);
    expect(confirmation.body).toContain(`\n${readyText}.\n`);

    // The next checkout offers that address in one click.
    await page.goto(`/product-detail?id=${collect!.box.boxId.toLowerCase()}`);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto('/buy');
    await page.getByRole('button', { name: 'Deliver to 1 Park Row, Leeds, LS1 4AP' }).click();
    await expect(page.getByLabel('Address line 1')).toHaveValue('1 Park Row');
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 4AP');
  });
}
