// Enquiries on a phone (375 px), with axe on each form: a visitor asks about an order they
// placed (the contact form, found by the e-mail they ordered with), leaves feedback with the
// code from the order's e-mail (read from the development outbox), and applies for a store job
// with a PDF CV (after one that runs a script is refused at the file field). The shop's inboxes
// get each through the outbox.
import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { createMember, expect, test } from '../support/fixtures';
import { findBox } from '../support/catalogue-boxes';

test.use({ viewport: { width: 375, height: 812 } });

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'G Hopper' };

/** A small real PDF (header, one page, cross-reference table and end-of-file marker). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n170\n%%EOF\n',
  'latin1',
);

/** The same PDF, made to run JavaScript when opened (issue 31 §8: refused with 1035). */
const PDF_WITH_SCRIPT = Buffer.from(PDF.toString('latin1').replace('/Type/Catalog', '/Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>'), 'latin1');

interface Outgoing {
  subject: string | null;
  body: string;
  recipient: string;
}
const outbox = async (request: APIRequestContext, to: string) => (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Outgoing[];

/** A member who has paid for one delivered item, through the real API (the checkout journeys test the pages). */
async function paidOrder(request: APIRequestContext, baseURL: string) {
  const member = await createMember(request, baseURL);
  const token = (await (await request.post('/auth/token', { form: { grant_type: 'password', username: member.email, password: member.password, ...WEB_CLIENT } })).json()).access_token as string;
  const auth = { authorization: `Bearer ${token}` };
  const { boxId } = await findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 8);
  const added = await request.post(`/v3/basket/${member.memberId}/add`, { headers: auth, form: { boxId, quantity: '1', deliveryMethodId: '1' } });
  expect(added.status(), await added.text()).toBe(200);
  const total = (await (await request.get(`/v3/basket/${member.memberId}`, { headers: auth })).json()).response.data.wesellItems.totalSellCost;
  const address = { firstName: 'Grace', lastName: 'Hopper', line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 4AP' };
  const generated = await request.post('/v3/websellorders/generate', { headers: { ...auth, 'idempotency-key': `e2e-${Date.now()}-order` }, data: { paymentTypeId: 20, address, expectedTotal: total } });
  expect(generated.status(), await generated.text()).toBe(201);
  const order = (await generated.json()).response.data.order as { orderId: string; orderNumber: string };
  const paid = await request.post(`/v3/websellorders/${order.orderId}/process`, { headers: auth, data: { card: CARD } });
  expect(paid.status(), await paid.text()).toBe(200);
  return { member, orderNumber: order.orderNumber };
}

test('a visitor asks about their order, leaves feedback with the code from the order e-mail, and applies for a job with a PDF CV', async ({ page, request, shop }) => {
  const { member, orderNumber } = await paidOrder(request, shop.url);

  // Contact: an order question, found by the e-mail the order was placed with.
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const contact = page.getByRole('form', { name: 'Send us a message' });
  await contact.getByLabel('Your name').fill('Grace Hopper');
  await contact.getByLabel('E-mail address').fill(member.email);
  await contact.getByLabel('What is it about?').selectOption({ label: 'An order I placed' });
  // Sent with a wrong order number first: the server's 1013 lands on that field, the rest stays filled.
  await contact.getByLabel('Order number').fill('WS999999');
  await contact.getByLabel('Bought from us').check();
  await contact.getByLabel('Subject').fill('Rain cover missing');
  await contact.getByLabel('Your message').fill('The rain cover was not in the parcel. Could you send it on?');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('We could not find that order for you.', { exact: false })).toBeVisible();
  await expect(contact.getByLabel('Your message')).toHaveValue('The rain cover was not in the parcel. Could you send it on?');
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  await contact.getByLabel('Order number').fill(orderNumber);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your message is with us' })).toBeVisible();
  const reference = /CE\d+/.exec((await page.getByRole('status').filter({ hasText: 'Your reference is' }).textContent()) ?? '')![0];
  const inbox = await outbox(request, 'hello@littleloop.shop');
  expect(inbox.find((m) => m.subject?.startsWith(`[${reference}]`))?.body).toContain(`Order: ${orderNumber} (online, bought from us)`);
  // The sender's acknowledgement, with the reference, signed off as every e-mail is (issue 33 §7).
  const ack = (await outbox(request, member.email)).find((m) => m.subject === `We have your message (reference ${reference})`);
  expect(ack?.body).toContain(`Your reference is ${reference}`);
  expect(ack?.body).toMatch(/\n\nBest wishes,\nThe Little Loop team$/);

  // Feedback: the link in the order confirmation e-mail.
  const confirmation = (await outbox(request, member.email)).find((m) => m.subject === `Your order ${orderNumber}`)!;
  const link = new URL(/https?:\/\/\S+\/feedback\?code=[A-Z0-9]{10}/.exec(confirmation.body)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: `Feedback on order ${orderNumber}` })).toBeVisible();
  const feedback = page.getByRole('form', { name: `Feedback on order ${orderNumber}` });
  await feedback.getByLabel('E-mail address').fill(member.email);
  await feedback.getByRole('group', { name: 'How was your delivery?' }).getByLabel('5').check();
  await feedback.getByLabel('Anything else to tell us? (optional)').fill('Quick delivery and well packed.');
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.', { exact: false })).toBeVisible();
  // The code is used: a second visit says so.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Feedback for this order has already been left. Thank you!')).toBeVisible();

  // Careers: search by role near a postcode, open a job, apply with a PDF CV.
  await page.goto('/careers');
  await page.getByLabel('Role').selectOption({ label: 'Sales assistant' });
  await page.getByLabel('Near postcode').fill('SW4 7AA');
  await page.getByRole('button', { name: 'Find jobs' }).click();
  const job = page.getByRole('listitem').filter({ hasText: 'London Clapham' }).first();
  await expect(job).toBeVisible();
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  await job.getByRole('link', { name: /View job and apply/ }).click();
  await expect(page.getByRole('heading', { name: /at London Clapham/ })).toBeVisible();
  const apply = page.getByRole('form', { name: 'Apply for this job' });
  await expect(apply.getByText('A PDF or Word (.docx) document, up to 2 MB.')).toBeVisible();
  await apply.getByLabel('Your name').fill('Grace Hopper');
  await apply.getByLabel('E-mail address').fill('grace.hopper@example.co.uk');
  await apply.getByLabel('Why would you like this job? (optional)').fill('I love helping families find good things for their children.');
  // A CV that runs a script when opened is refused, and the form says why, at the file field.
  await apply.getByLabel('Your CV').setInputFiles({ name: 'Grace Hopper CV.pdf', mimeType: 'application/pdf', buffer: PDF_WITH_SCRIPT });
  await apply.getByLabel(/I agree to Little Loop keeping my application/).check();
  await apply.getByRole('button', { name: 'Send application' }).click();
  const refusal = 'Your PDF contains scripts or actions that run when it opens. Please save it again as a plain PDF (for example with Print to PDF).';
  await expect(apply.getByLabel('Your CV')).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.()]/g, '\\$&')));
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  expect(await outbox(request, 'london-clapham.jobs@littleloop.shop')).toEqual([]);

  await apply.getByLabel('Your CV').setInputFiles({ name: 'Grace Hopper CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(/your application \(JA\d+\) has gone to the store’s hiring team/)).toBeVisible();
  const hiring = await outbox(request, 'london-clapham.jobs@littleloop.shop');
  expect(hiring[0]?.body).toContain('Grace Hopper <grace.hopper@example.co.uk>');
  const applicant = (await outbox(request, 'grace.hopper@example.co.uk')).find((m) => /^Your application for .+ \(reference JA\d+\)$/.test(m.subject ?? ''));
  expect(applicant?.body).toMatch(/at London Clapham[\s\S]*Your reference is JA\d+[\s\S]*The Little Loop team$/);

  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
