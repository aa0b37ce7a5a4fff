// The 'coming up' e-mail (issue 37 'Outgrown'), on a shop whose job looks every second: a member
// with a child eight months old turns it on under Communication and gets one e-mail about the
// 9–12 months size (once, however often the job looks); a member who never asked gets none; the
// e-mail's link, opened without signing in on a 375 px phone, asks once and stops them with the
// keyboard alone, and the member's Communication tab then shows it off, changed by the e-mail's link.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { accessTokenOf, createMember, expect, signInContext, test, type Member } from '../support/fixtures';

test.use({ shopEnv: { COMING_UP_MAIL_MS: '1000' } });

const panel = (page: Page) => page.locator('#shop-root [data-boundary="account"]').getByRole('tabpanel');
type Mail = { subject: string | null; body: string };
const comingUpTo = async (request: APIRequestContext, url: string, email: string) =>
  ((await (await request.get(`${url}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[]).filter((m) => m.subject?.startsWith('Coming up'));

/** Eight months ago by the calendar: the next clothes size (9–12 months) is due next month. */
function eightMonthsAgo(): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 8);
  return d.toISOString().slice(0, 7);
}

/** A member with a child, through the API; with the e-mail turned on when `agrees`. */
async function memberWithChild(browser: Browser, url: string, agrees: boolean): Promise<Member> {
  const context = await browser.newContext();
  const member = await createMember(context.request, url);
  await signInContext(context, url, member);
  const headers = { authorization: `Bearer ${await accessTokenOf(context, url)}` };
  expect((await context.request.post(`${url}/v3/members/${member.memberId}/children`, { headers, data: { born: eightMonthsAgo(), consent: true } })).status()).toBe(201);
  if (agrees) expect((await context.request.put(`${url}/v3/members/${member.memberId}/consents`, { headers, data: { consents: [{ consentTypeId: 6, granted: true }] } })).status()).toBe(200);
  await context.close();
  return member;
}

test('asked for, the e-mail comes once; its link stops it without signing in, with the keyboard at 375 px', async ({ page, browser, request, shop, signIn }, testInfo) => {
  const neverAsked = await memberWithChild(browser, shop.url, false);

  // Ann turns the e-mail on where every e-mail is chosen, and adds her child (the API: the tab has its own journey).
  const ann = await signIn();
  const headers = { authorization: `Bearer ${await accessTokenOf(page.context(), shop.url)}` };
  expect((await request.post(`${shop.url}/v3/members/${ann.memberId}/children`, { headers, data: { born: eightMonthsAgo(), consent: true } })).status()).toBe(201);
  await page.goto('/myaccount?tab=communication');
  const comingUp = panel(page).getByRole('checkbox', { name: 'Coming-up sizes' });
  await comingUp.check();
  await panel(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(panel(page).getByRole('table', { name: 'Changes you made' }).getByText('Coming-up sizes: turned on')).toBeVisible();

  await expect.poll(async () => (await comingUpTo(request, shop.url, ann.email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await comingUpTo(request, shop.url, ann.email);
  expect(mail!.subject).toBe('Coming up: 9–12 months clothes');
  expect(mail!.body).toMatch(/^Hello Grace,\n\nYour little one will be ready for 9–12 months clothes around \w+ \d{4}\./);

  // A member who asks later gets theirs: the job has looked again since Ann's, and sent her no second one, nor any to the member who never asked.
  const later = await memberWithChild(browser, shop.url, true);
  await expect.poll(async () => (await comingUpTo(request, shop.url, later.email)).length, { timeout: 20_000 }).toBe(1);
  expect(await comingUpTo(request, shop.url, ann.email)).toHaveLength(1);
  expect(await comingUpTo(request, shop.url, neverAsked.email)).toHaveLength(0);

  // The link, opened on a phone where nobody is signed in.
  const link = /https?:\/\/\S+\/email-preferences\?token=[A-Za-z0-9_-]{32}/.exec(mail!.body)![0];
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const guest = await phone.newPage();
  await guest.goto(link);
  const account = guest.locator('#shop-root [data-boundary="account"]');
  await expect(account.getByRole('heading', { level: 1, name: 'Stop the coming-up e-mails?' })).toBeVisible();
  expect(await axeViolations(guest, '#shop-root')).toEqual([]);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await guest.screenshot({ path: testInfo.outputPath('email-preferences-phone.png'), fullPage: true });
  const stop = account.getByRole('button', { name: 'Stop these e-mails' });
  for (let i = 0; i < 40 && !(await stop.evaluate((el) => el === document.activeElement)); i++) await guest.keyboard.press('Tab');
  await expect(stop).toBeFocused();
  await guest.keyboard.press('Enter');
  await expect(account.getByRole('status')).toHaveText(/^You will not get the coming-up e-mails any more/);
  expect(await axeViolations(guest, '#shop-root')).toEqual([]);
  await guest.screenshot({ path: testInfo.outputPath('email-preferences-done-phone.png'), fullPage: true });
  await phone.close();

  // Ann's Communication tab says so, and where it was changed.
  await page.reload();
  await expect(panel(page).getByRole('checkbox', { name: 'Coming-up sizes' })).not.toBeChecked();
  const change = panel(page).getByRole('table', { name: 'Changes you made' }).getByRole('row').filter({ hasText: 'Coming-up sizes: turned off' });
  await expect(change).toContainText('The link in an e-mail');
});
