import { announcementText } from './announcement';

describe('the announcement bar', () => {
  const terms = { perItemDeliveryCharge: 199, freeDeliveryThreshold: 5000 };

  it("fills the published text's {deliveryPromise} with the rule the basket charges", () => {
    expect(announcementText('{deliveryPromise} · Every item checked and graded by our team', terms)).toBe(
      'Free delivery on every item £50 or over · £1.99 an item otherwise · Free click-and-collect · Every item checked and graded by our team',
    );
  });

  it('shows a published text without the rule as staff wrote it, and the rule alone when nothing is published', () => {
    expect(announcementText('Black Friday: 20% off every pushchair until Monday', terms)).toBe('Black Friday: 20% off every pushchair until Monday');
    expect(announcementText(undefined, terms)).toBe('Free delivery on every item £50 or over · £1.99 an item otherwise · Free click-and-collect');
  });

  it('drops a dangling separator when the settings are not served', () => {
    expect(announcementText('{deliveryPromise} · Every item checked', undefined)).toBe('Every item checked');
    expect(announcementText(undefined, undefined)).toBe('');
  });
});
