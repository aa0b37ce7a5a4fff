// Issue 33 §7: the contact, feedback, franchise, careers, store finder and brand directory pages
// each have their own description and canonical address, with Store and JobPosting data where it fits.
import type { Store } from '../../api/catalogue-api';
import { payloadKey } from '../../api/page-payload';
import type { JobVacancy } from '@shop/shared/api';
import { pageHead } from './page-head';

const ORIGIN = 'https://shop.example';
const headAt = (path: string, payload: Record<string, unknown> = {}) => pageHead(new URL(path, 'http://x'), payload, ORIGIN);

const clapham: Store = {
  storeId: 101,
  storeName: 'London Clapham',
  address: { line1: '48 Northcote Road', line2: null, town: 'London', county: null, postcode: 'SW11 1NZ' },
  phone: '020 7946 0101',
  openingHours: { monday: '09:00-17:30', tuesday: '09:00-17:30', wednesday: '09:00-17:30', thursday: '09:00-17:30', friday: '09:00-17:30', saturday: '09:00-17:00', sunday: null },
};
const job: JobVacancy = {
  jobId: 'LLJ101SA',
  storeId: 101,
  storeName: 'London Clapham',
  town: 'London',
  title: 'Sales Assistant (part time)',
  role: 'sales-assistant',
  hours: '20 hours a week, including alternate Saturdays',
  contract: 'Permanent',
  pay: '£12.60 an hour',
  summary: 'Help Clapham families find the right pre-loved kit.',
  description: 'You will serve customers on Northcote Road, Clapham.',
  postedOn: '2026-11-20',
  closesOn: '2026-12-20',
  open: true,
};

describe("the shop's own pages' heads", () => {
  it('give each page its own title, description and canonical address', () => {
    const pages = {
      '/contactus': headAt('/contactus?utm_source=x'),
      '/feedback': headAt('/feedback?code=ABCD234567'),
      '/franchise': headAt('/franchise'),
      '/careers': headAt('/careers?role=buyer'),
      '/store': headAt('/store', { [payloadKey.stores()]: [clapham] }),
      '/brand-directory': headAt('/brand-directory', { [payloadKey.brands()]: { aToZ: { B: ['Bugaboo', 'BabyBjörn'], J: ['Joie'] }, clothingBrands: {} } }),
    };
    const descriptions = new Set<string>();
    for (const [path, head] of Object.entries(pages)) {
      expect(head).not.toBeNull();
      // The address without its query (a feedback code, a search, a campaign tag): one page, one address.
      expect(head!.canonical).toBe(ORIGIN + path);
      expect(head!.title).toMatch(/ \| Little Loop$/);
      expect(head!.description.length).toBeGreaterThan(60);
      expect(head!.description.length).toBeLessThanOrEqual(160);
      descriptions.add(head!.description);
    }
    expect(descriptions.size).toBe(6);
    expect(pages['/contactus']!.jsonLd[0]).toMatchObject({ '@type': 'ContactPage', url: `${ORIGIN}/contactus` });
    expect(pages['/brand-directory']!.description).toContain('3 brands');
  });

  it('give every store on the store finder its schema.org Store: address, telephone and opening hours', () => {
    const head = headAt('/store', { [payloadKey.stores()]: [clapham] })!;
    expect(head.canonical).toBe(`${ORIGIN}/store`);
    const store = head.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'Store') as Record<string, any>;
    expect(store).toMatchObject({
      name: 'Little Loop London Clapham',
      telephone: '020 7946 0101',
      address: { '@type': 'PostalAddress', streetAddress: '48 Northcote Road', addressLocality: 'London', postalCode: 'SW11 1NZ', addressCountry: 'GB' },
    });
    // Six opening days; Sunday (closed) is left out.
    expect(store.openingHoursSpecification).toHaveLength(6);
    expect(store.openingHoursSpecification[5]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '17:00' });
  });

  it('has no store finder head when the stores did not load', () => {
    expect(headAt('/store')).toBeNull();
  });

  it("give a job's own page its JobPosting: title, dates, place, pay and hours", () => {
    const head = headAt('/careers?store=101&job=llj101sa&utm_medium=email', { [payloadKey.job(101, 'llj101sa')]: job })!;
    expect(head.canonical).toBe(`${ORIGIN}/careers?store=101&job=LLJ101SA`);
    expect(head.title).toBe('Sales Assistant (part time) at London Clapham | Little Loop');
    expect(head.description).toContain('£12.60 an hour');
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Sales Assistant (part time)',
      datePosted: '2026-11-20',
      validThrough: '2026-12-20T23:59:59+00:00',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Little Loop' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'London', addressCountry: 'GB' } },
      baseSalary: { currency: 'GBP', value: { value: 12.6, unitText: 'HOUR' } },
    });
  });

  it('has no job head when the job did not load, and the vacancies page has no JobPosting of its own', () => {
    expect(headAt('/careers?store=101&job=NOPE')).toBeNull();
    expect(headAt('/careers')!.jsonLd.some((d) => (d as { '@type': string })['@type'] === 'JobPosting')).toBe(false);
  });
});
