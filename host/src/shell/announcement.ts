import { deliveryPromiseLine, type DeliveryTerms } from '@shop/shared/rules';

/**
 * The announcement: the content service's text (published by staff), whose {deliveryPromise} is
 * the delivery rule the shop charges (§5) from the served settings; that rule alone without it.
 */
export function announcementText(template: string | undefined, terms: DeliveryTerms | undefined): string {
  const promise = terms ? deliveryPromiseLine(terms) : '';
  if (!template) return promise;
  return template
    .replace('{deliveryPromise}', promise)
    .replace(/^[\s·]+|[\s·]+$/g, '')
    .trim();
}
