import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { ProfilePanel } from './ProfilePanel';
import { getProfile, getTitles, type Profile } from './api/get-profile';
import { removeContactNumber, updateProfile } from './api/update-profile';

jest.mock('./api/get-profile', () => {
  const { useApiData } = jest.requireActual('@shop/shared/http');
  const getProfile = jest.fn();
  const getTitles = jest.fn();
  return {
    getProfile,
    getTitles,
    useProfile: (memberId: string) =>
      useApiData(`profile:${memberId}`, async () => {
        const [profile, titles] = await Promise.all([getProfile(memberId), getTitles()]);
        return { profile, titles };
      }),
  };
});
jest.mock('./api/update-profile', () => ({ updateProfile: jest.fn(), removeContactNumber: jest.fn() }));

const ada: Profile = { memberId: '42', titleId: 2, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '07700900123', dateOfBirth: '1990-02-28', memberTaxId: null };
const snackbars: string[] = [];
const sub = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
afterAll(() => sub.unsubscribe());
beforeEach(() => {
  jest.resetAllMocks();
  snackbars.length = 0;
  (getProfile as jest.Mock).mockResolvedValue(ada);
  (getTitles as jest.Mock).mockResolvedValue([
    { titleId: 1, title: 'Mr' },
    { titleId: 2, title: 'Mrs' },
  ]);
});
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));

describe('Profile tab', () => {
  it("shows the member's current values and says a seller must be 18 or over", async () => {
    render(<ProfilePanel memberId="42" />);
    expect(await screen.findByDisplayValue('Ada')).toBeTruthy();
    expect([value('Title'), value('Last name'), value('Date of birth'), value('Contact number (optional)')]).toEqual(['2', 'Lovelace', '1990-02-28', '07700900123']);
    expect(screen.getByText('You must be 18 or over to sell to us.')).toBeTruthy();
  });

  it('saves with PUT and says so in a snackbar', async () => {
    (updateProfile as jest.Mock).mockResolvedValue({ ...ada, memberTaxId: 'AB123456C' });
    render(<ProfilePanel memberId="42" />);
    await screen.findByDisplayValue('Ada');
    type('National Insurance number (optional)', 'ab 12 34 56 c');
    await save();
    expect(updateProfile).toHaveBeenCalledWith('42', { titleId: 2, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-02-28', taxId: 'ab 12 34 56 c' });
    expect(snackbars).toEqual(['Your profile has been saved.']);
    expect(value('National Insurance number (optional)')).toBe('AB123456C');
  });

  it('refuses a bad tax id and a future date before calling, and shows a server code beside its field', async () => {
    (updateProfile as jest.Mock).mockRejectedValue(new ApiError({ code: 1740, status: 422, message: 'x', body: '' }));
    render(<ProfilePanel memberId="42" />);
    await screen.findByDisplayValue('Ada');
    type('National Insurance number (optional)', 'GB123456A');
    type('Date of birth', '2999-01-01');
    await save();
    expect(updateProfile).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid National Insurance number, for example AB 12 34 56 C.')).toBeTruthy();
    expect(screen.getByText('Please enter a real date in the past.')).toBeTruthy();
    type('National Insurance number (optional)', '');
    type('Date of birth', '1990-02-28');
    type('Contact number (optional)', '07700 900999');
    await save();
    expect(updateProfile).toHaveBeenCalledWith('42', expect.objectContaining({ phone: '07700 900999' }));
    expect(screen.getByText('This contact number is already used by another account.')).toBeTruthy();
    expect(screen.getByLabelText('Contact number (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('removes the contact number on its own', async () => {
    (removeContactNumber as jest.Mock).mockResolvedValue({ ...ada, phone: null });
    render(<ProfilePanel memberId="42" />);
    await screen.findByDisplayValue('Ada');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove contact number' })));
    expect(removeContactNumber).toHaveBeenCalledWith('42');
    expect(value('Contact number (optional)')).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove contact number' })).toBeNull();
    expect(snackbars).toEqual(['Your contact number has been removed.']);
  });
});
