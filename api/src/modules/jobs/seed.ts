// Vacancies at the seeded stores (the catalogue's STORES), as a UK shop of this kind advertises
// them: part-time sales assistants, a buyer who grades what parents bring in, a supervisor, a
// Saturday role, a store manager. Dates are set from the day of seeding: open for a few weeks.
import type { JobVacancy } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { allStores } from '../catalogue/stores.js';

/** A vacancy as seeded: the wire's fields a store's job is written with, and its dates as days from today. */
type Vacancy = Pick<JobVacancy, 'jobId' | 'storeId' | 'title' | 'role' | 'hours' | 'contract' | 'pay' | 'summary' | 'description'> & { postedDaysAgo: number; closesInDays: number };

const SALES = (place: string) =>
  `You will be the first face parents see at our ${place} store. You will help customers find the right pushchair, cot or car seat, take payments and click-and-collect orders, keep the shop floor tidy and safe, and price and put out stock our buyers have checked. No retail experience is needed: we value patience, friendliness and care. Full training, 25% staff discount, 28 days' holiday (pro rata) and a workplace pension.`;
const BUYER = (place: string) =>
  `Families bring their outgrown prams, nursery furniture, toys and clothes to our ${place} counter every day. You will check each item against our grading guide (safety recalls, wear, missing parts), make fair cash and voucher offers with our pricing tool, and explain them kindly. You will need a good eye for detail and be comfortable lifting bulky items. Product safety training (including car seats and cots) is given in your first month.`;

const VACANCIES: Vacancy[] = [
  {
    jobId: 'LLJ101SA',
    storeId: 101,
    title: 'Sales Assistant (part time)',
    role: 'sales-assistant',
    hours: '20 hours a week, including alternate Saturdays',
    contract: 'Permanent',
    pay: '£12.60 an hour',
    summary: 'Help Clapham families find the right pre-loved kit.',
    description: SALES('Northcote Road, Clapham'),
    postedDaysAgo: 6,
    closesInDays: 24,
  },
  {
    jobId: 'LLJ101BY',
    storeId: 101,
    title: 'Buy-in Assistant',
    role: 'buyer',
    hours: '30 hours a week, Tuesday to Saturday',
    contract: 'Permanent',
    pay: '£13.10 an hour',
    summary: 'Check, grade and price what parents sell to us.',
    description: BUYER('Clapham'),
    postedDaysAgo: 3,
    closesInDays: 27,
  },
  {
    jobId: 'LLJ102WE',
    storeId: 102,
    title: 'Saturday Sales Assistant',
    role: 'weekend',
    hours: '8 hours, Saturdays',
    contract: 'Permanent',
    pay: '£12.60 an hour',
    summary: 'A Saturday role on Hoe Street, ideal alongside study.',
    description: SALES('Hoe Street, Walthamstow'),
    postedDaysAgo: 10,
    closesInDays: 20,
  },
  {
    jobId: 'LLJ103SM',
    storeId: 103,
    title: 'Store Manager',
    role: 'store-manager',
    hours: '37.5 hours a week over five days',
    contract: 'Permanent',
    pay: '£31,500 a year plus bonus',
    summary: 'Lead our Didsbury team of eight.',
    description:
      'You will run the Wilmslow Road store day to day: a team of eight, the buy-in counter, stock and the shop floor. You will plan rotas, coach buyers on grading, keep to our safety checks and grow sales and buy-in. Experience of leading a retail team is essential; experience with children’s products is a plus. 25% staff discount, 30 days’ holiday and a company pension.',
    postedDaysAgo: 4,
    closesInDays: 30,
  },
  {
    jobId: 'LLJ103SA',
    storeId: 103,
    title: 'Sales Assistant (part time)',
    role: 'sales-assistant',
    hours: '16 hours a week, weekdays',
    contract: 'Permanent',
    pay: '£12.60 an hour',
    summary: 'School-hours role in Didsbury village.',
    description: SALES('Didsbury'),
    postedDaysAgo: 12,
    closesInDays: 18,
  },
  {
    jobId: 'LLJ104BY',
    storeId: 104,
    title: 'Buyer',
    role: 'buyer',
    hours: '37.5 hours a week',
    contract: 'Permanent',
    pay: '£24,800 a year',
    summary: 'Grade and price nursery kit in Moseley.',
    description: BUYER('Moseley'),
    postedDaysAgo: 2,
    closesInDays: 28,
  },
  {
    jobId: 'LLJ105SU',
    storeId: 105,
    title: 'Shift Supervisor',
    role: 'supervisor',
    hours: '30 hours a week including weekends',
    contract: 'Permanent',
    pay: '£13.40 an hour',
    summary: 'Open, run and close the Headingley store.',
    description:
      'You will open and close the Otley Road store, lead shifts of two to four colleagues, handle refunds and customer questions, and cover the buy-in counter when it is busy. Some supervisory experience in retail or hospitality is needed.',
    postedDaysAgo: 7,
    closesInDays: 23,
  },
  {
    jobId: 'LLJ105SA',
    storeId: 105,
    title: 'Sales Assistant (Christmas temporary)',
    role: 'sales-assistant',
    hours: '12 to 24 hours a week until 4 January',
    contract: 'Temporary',
    pay: '£12.60 an hour',
    summary: 'Join Headingley for our busiest season.',
    description: SALES('Otley Road, Headingley'),
    postedDaysAgo: 1,
    closesInDays: 14,
  },
  {
    jobId: 'LLJ106SA',
    storeId: 106,
    title: 'Sales Assistant',
    role: 'sales-assistant',
    hours: '24 hours a week',
    contract: 'Permanent',
    pay: '£12.60 an hour',
    summary: 'Help South Side families in Shawlands.',
    description: SALES('Pollokshaws Road, Shawlands'),
    postedDaysAgo: 5,
    closesInDays: 25,
  },
  {
    jobId: 'LLJ108BY',
    storeId: 108,
    title: 'Buy-in Assistant (part time)',
    role: 'buyer',
    hours: '22 hours a week',
    contract: 'Permanent',
    pay: '£13.10 an hour',
    summary: 'Grade toys and nursery kit on Gloucester Road.',
    description: BUYER('Gloucester Road, Bristol'),
    postedDaysAgo: 8,
    closesInDays: 22,
  },
  {
    jobId: 'LLJ109WE',
    storeId: 109,
    title: 'Weekend Sales Assistant',
    role: 'weekend',
    hours: '14 hours, Saturdays and Sundays',
    contract: 'Permanent',
    pay: '£12.60 an hour',
    summary: 'Weekends in Canton; Welsh speakers welcome.',
    description: `${SALES('Cowbridge Road East, Canton')} Welsh speakers are especially welcome.`,
    postedDaysAgo: 9,
    closesInDays: 21,
  },
  {
    jobId: 'LLJ112SU',
    storeId: 112,
    title: 'Assistant Store Manager',
    role: 'supervisor',
    hours: '37.5 hours a week',
    contract: 'Permanent',
    pay: '£25,900 a year',
    summary: 'Deputise for the manager on Ecclesall Road.',
    description:
      'You will run the store when the manager is away, lead the buy-in counter, train new colleagues on grading and safety checks, and own stock rotation between the shop floor and click-and-collect. Experience of supervising a retail team is essential.',
    postedDaysAgo: 11,
    closesInDays: 19,
  },
  {
    jobId: 'LLJ116SA',
    storeId: 116,
    title: 'Sales Assistant (part time)',
    role: 'sales-assistant',
    hours: '18 hours a week',
    contract: 'Permanent',
    pay: '£12.60 an hour',
    summary: 'Join our friendly Preston Drove team.',
    description: SALES('Preston Drove, Brighton'),
    postedDaysAgo: 4,
    closesInDays: 26,
  },
  {
    jobId: 'LLJ119BY',
    storeId: 119,
    title: 'Buyer',
    role: 'buyer',
    hours: '30 hours a week',
    contract: 'Fixed term, 12 months (maternity cover)',
    pay: '£13.10 an hour',
    summary: 'Maternity cover on Cowley Road.',
    description: BUYER('Cowley Road, Oxford'),
    postedDaysAgo: 6,
    closesInDays: 24,
  },
];

export async function seedJobVacanciesIfEmpty(db: Db): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_jobs');
  if (row!.n > 0) return;
  const stores = new Set((await allStores(db)).map((s) => s.store_id));
  for (const v of VACANCIES.filter((x) => stores.has(x.storeId))) {
    await db.query(
      `INSERT INTO store_jobs (job_id, store_id, title, role, hours, contract, pay, summary, description, posted_on, closes_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, current_date - $10::int, current_date + $11::int) ON CONFLICT DO NOTHING`,
      [v.jobId, v.storeId, v.title, v.role, v.hours, v.contract, v.pay, v.summary, v.description, v.postedDaysAgo, v.closesInDays],
    );
  }
}
