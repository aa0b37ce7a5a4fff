import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { outgrownNow } from '@shop/shared/rules';
import { api } from '../../api/member-client';
import { ChildrenPanel } from './ChildrenPanel';

jest.mock('../../api/member-client', () => ({ ...jest.requireActual('../../api/member-client'), api: { get: jest.fn(), post: jest.fn(), delete: jest.fn() } }));
const answer = (data: unknown) => ({ data: { response: { data } } });
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const del = api.delete as jest.Mock;

const on = new Date('2026-12-06T10:00:00Z');
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const child = (childId: string, born: string, heightCm: number | null = null) => ({
  childId,
  born,
  heightCm,
  addedAt: '2026-11-01T10:00:00.000Z',
  stages: outgrownNow({ born, ...(heightCm === null ? {} : { heightCm }) }, on),
});

describe('Your children', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.useFakeTimers({ now: on, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows each child by month, with the sizes now and next, and nothing else about them', async () => {
    get.mockResolvedValue(answer({ children: [child('7', '2026-05', 70), child('8', '2027-03')], max: 8 }));
    inRouter(<ChildrenPanel memberId="42" />);
    const list = await screen.findByRole('list', { name: 'Your children' });
    const born = within(list).getByRole('heading', { name: 'Born May 2026' }).closest('li')!;
    expect(within(born).getByText('70 cm tall')).toBeTruthy();
    expect(born.textContent).toContain('Clothes6–9 months · next: 9–12 months from February 2027 Shop 9–12 months');
    expect(born.textContent).toContain('PushchairPushchair seat unit');
    // The next clothes size, listed in the catalogue's own size words.
    expect(within(born).getByRole('link', { name: 'Shop 9–12 months' }).getAttribute('href')).toBe('/products?superCatId=2&superCatName=Clothing&size=9-12%20months');
    expect(within(list).getByRole('heading', { name: 'Due March 2027' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/members/42/children');
  });

  it('adds a child from a month, a year and a height, only with the consent ticked', async () => {
    get.mockResolvedValueOnce(answer({ children: [], max: 8 })).mockResolvedValueOnce(answer({ children: [child('9', '2026-05', 70)], max: 8 }));
    post.mockResolvedValue(answer({ child: child('9', '2026-05', 70) }));
    inRouter(<ChildrenPanel memberId="42" />);
    expect(await screen.findByText('You have not added a child.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Month born or due'), { target: { value: '05' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('Height in cm (optional)'), { target: { value: '70' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add child' })));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Please tick this to add a child: we only keep it to suggest sizes.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Use my child’s age/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add child' })));
    expect(post).toHaveBeenCalledWith('/members/42/children', { born: '2026-05', heightCm: 70, consent: true });
    expect(await screen.findByRole('heading', { name: 'Born May 2026' })).toBeTruthy();
  });

  it('refuses a height no child has before calling; deletes a child by its own button', async () => {
    get.mockResolvedValueOnce(answer({ children: [child('7', '2024-02')], max: 8 })).mockResolvedValueOnce(answer({ children: [], max: 8 }));
    del.mockResolvedValue(answer({ deleted: true }));
    inRouter(<ChildrenPanel memberId="42" />);
    fireEvent.change(await screen.findByLabelText('Height in cm (optional)'), { target: { value: '12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add child' })));
    expect(screen.getByText('Please give a height between 40 and 180 cm, or leave it empty.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete the child Born February 2024' })));
    expect(del).toHaveBeenCalledWith('/members/42/children/7');
    expect(await screen.findByText('You have not added a child.')).toBeTruthy();
  });
});
