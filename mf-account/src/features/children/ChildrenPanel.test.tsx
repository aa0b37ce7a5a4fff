import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type Child, outgrownNow } from '@shop/shared/rules';
import { api } from '../../api/client';
import { ChildrenPanel } from './ChildrenPanel';

// 'Outgrown? Sell it back' loads on its own (OutgrownItems.test.tsx): the children's calls are what these tests follow.
jest.mock('./OutgrownItems', () => ({ OutgrownItems: () => null }));
jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } }));
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;
const del = api.delete as jest.Mock;
const put = api.put as jest.Mock;

const on = new Date('2026-12-06T10:00:00Z');
const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const child = (childId: string, born: string, heightCm: number | null = null, comingUp: Child['comingUp'] = null): Child => ({
  childId,
  born,
  heightCm,
  addedAt: '2026-11-01T10:00:00.000Z',
  stages: outgrownNow({ born, ...(heightCm === null ? {} : { heightCm }) }, on),
  comingUp,
});
const nineToTwelve = (inStock: number) => ({ stageId: 'clothing-9-12m', label: '9–12 months', due: '2027-02', inStock, url: '/products?superCatId=2&superCatName=Clothing&size=9-12%20months' });

describe('Your children', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.useFakeTimers({ now: on, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows each child by month, with the sizes now and next, and nothing else about them', async () => {
    get.mockResolvedValue(answer({ children: [child('7', '2026-05', 70, nineToTwelve(14)), child('8', '2027-03', null, { ...nineToTwelve(0), stageId: 'clothing-0-3m', label: '0–3 months', due: '2027-03' })], max: 8 }));
    inRouter(<ChildrenPanel memberId="42" />);
    const list = await screen.findByRole('list', { name: 'Your children' });
    const born = within(list).getByRole('heading', { name: 'Born May 2026' }).closest('li')!;
    expect(within(born).getByText('70 cm tall')).toBeTruthy();
    expect(born.textContent).toContain('Clothes6–9 months · next: 9–12 months from February 2027');
    // What is coming up, with what the shop has in that size now.
    expect(born.textContent).toContain('Coming up for February 2027: 9–12 months, 14 in stock now. Shop 9–12 months');
    expect(born.textContent).toContain('PushchairPushchair seat unit');
    // The next clothes size, listed in the catalogue's own size words.
    expect(within(born).getByRole('link', { name: 'Shop 9–12 months' }).getAttribute('href')).toBe('/products?superCatId=2&superCatName=Clothing&size=9-12%20months');
    const due = within(list).getByRole('heading', { name: 'Due March 2027' }).closest('li')!;
    expect(due.textContent).toContain('Coming up for March 2027: 0–3 months, none in stock today.');
    expect(within(due).queryByRole('link')).toBeNull();
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

  it('changes a child’s height in place (or takes it away), with no consent asked again, and Cancel changes nothing', async () => {
    get.mockResolvedValueOnce(answer({ children: [child('7', '2026-05', 70)], max: 8 })).mockResolvedValueOnce(answer({ children: [child('7', '2026-05', 78)], max: 8 }));
    put.mockResolvedValue(answer({ child: child('7', '2026-05', 78) }));
    inRouter(<ChildrenPanel memberId="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the child Born May 2026' }));
    let form = screen.getByRole('form', { name: 'Change the child born or due May 2026' });
    expect((within(form).getByLabelText('Height in cm (optional)') as HTMLInputElement).value).toBe('70');
    expect((within(form).getByLabelText('Month born or due') as HTMLSelectElement).value).toBe('05');
    expect(within(form).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /Change the child/ })).toBeNull();
    expect(put).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Change the child Born May 2026' }));
    form = screen.getByRole('form', { name: 'Change the child born or due May 2026' });
    fireEvent.change(within(form).getByLabelText('Height in cm (optional)'), { target: { value: '300' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })));
    expect(within(form).getByText('Please give a height between 40 and 180 cm, or leave it empty.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Height in cm (optional)'), { target: { value: '78' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })));
    expect(put).toHaveBeenCalledWith('/members/42/children/7', { born: '2026-05', heightCm: 78 });
    expect(await screen.findByText('78 cm tall')).toBeTruthy();

    put.mockClear();
    get.mockResolvedValueOnce(answer({ children: [child('7', '2026-05')], max: 8 }));
    fireEvent.click(screen.getByRole('button', { name: 'Change the child Born May 2026' }));
    form = screen.getByRole('form', { name: 'Change the child born or due May 2026' });
    fireEvent.change(within(form).getByLabelText('Height in cm (optional)'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })));
    expect(put).toHaveBeenCalledWith('/members/42/children/7', { born: '2026-05', heightCm: null });
  });
});
