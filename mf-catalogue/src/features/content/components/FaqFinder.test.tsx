import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogueApi } from '../../../api/catalogue-api';
import { contentApi } from '../api/content-api';
import { faq } from '../test-data';
import { FaqPage } from '../../../pages/FaqPage';
import { filterFaq } from './FaqFinder';

jest.mock('../api/content-api', () => jest.requireActual('./content-mock').mockContentApi());
jest.mock('../../../api/catalogue-api', () => ({ catalogueApi: { grades: jest.fn() } }));
const api = contentApi as unknown as Record<keyof typeof contentApi, jest.Mock>;

const show = async () => {
  render(
    <MemoryRouter initialEntries={['/faq']}>
      <FaqPage />
    </MemoryRouter>,
  );
  await act(async () => undefined);
};
const questions = () => screen.queryAllByRole('group').map((d) => d.querySelector('summary')!.textContent);
const type = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Find an answer' }), { target: { value: text } });

beforeEach(() => {
  jest.clearAllMocks();
  api.faq.mockResolvedValue(faq());
  (catalogueApi.grades as jest.Mock).mockResolvedValue([{ grade: 'A', gradeName: 'Like new', description: 'Hardly used.' }]);
});

describe('/faq', () => {
  it('shows every question in its group as a closed disclosure, and keeps the grades explained', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 3, name: 'Buying from us' })).toBeTruthy();
    expect(questions()).toEqual(['Can I return something?', 'Is everything cleaned?', 'How long do you hold my order?']);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Our grades explained' })).toBeTruthy();
    expect(screen.getByText('Hardly used.')).toBeTruthy();
  });

  it('narrows the questions as you type, over questions and answers, and says how many match', async () => {
    await show();
    type('days');
    expect(questions()).toEqual(['Can I return something?', 'How long do you hold my order?']);
    expect(screen.getByRole('status').textContent).toBe('2 questions match “days”.');
    type('  SEVEN days ');
    expect(questions()).toEqual(['How long do you hold my order?']);
    expect(screen.queryByRole('heading', { name: 'Buying from us' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 question matches “SEVEN days”.');
  });

  it('opens a question to read its answer', async () => {
    await show();
    type('return');
    const details = screen.getByRole('group');
    fireEvent.click(within(details).getByText('Can I return something?'));
    expect(details.hasAttribute('open')).toBe(true);
    expect(within(details).getByText('30 days')).toBeTruthy();
  });

  it('says when nothing matches and offers the contact page', async () => {
    await show();
    type('unicorn');
    expect(questions()).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('No questions match “unicorn”.');
    expect(screen.getByRole('link', { name: 'Ask us instead' }).getAttribute('href')).toBe('/contactus');
  });
});

it('filterFaq matches every word, ignoring case and accents, in the question, answer or group', () => {
  expect(filterFaq(faq().faqGroups, 'COLLECT').flatMap((g) => g.questions.map((q) => q.questionId))).toEqual(['how-long-held']);
  expect(filterFaq(faq().faqGroups, '').length).toBe(2);
  expect(filterFaq(faq().faqGroups, 'fabric washed')[0]!.questions.map((q) => q.questionId)).toEqual(['is-it-clean']);
});
