// The shell's own text blocks (the announcement bar, the footer's cookie message), published like
// any content and inlined into every page's boot data, so they change without a deploy. The
// announcement may name {deliveryPromise}: the shell fills in the delivery rule the basket charges.
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { ContentService } from './service.js';

/** Boot-data name → content key. */
export const SHELL_TEXT_KEYS = { announcement: 'announcement', cookieMessage: 'cookieMessage' } as const;

export async function shellTexts(content: Pick<ContentService, 'get'>): Promise<Record<string, string>> {
  const items = await content.get(SHOP_PLATFORM_ID, Object.values(SHELL_TEXT_KEYS));
  const texts: Record<string, string> = {};
  for (const [name, key] of Object.entries(SHELL_TEXT_KEYS)) {
    const text = (items.find((i) => i.contentKey === key)?.content as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && text.trim()) texts[name] = text.trim();
  }
  return texts;
}
