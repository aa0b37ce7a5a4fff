import { bus } from '@shop/shared/bus';
import { api } from '../../../api/client';
import { removeContactNumber, updateProfile } from './update-profile';

jest.mock('../../../api/client', () => ({ ...jest.requireActual('../../../api/client'), api: { put: jest.fn(), delete: jest.fn() } }));
const mocked = api as unknown as Record<'put' | 'delete', jest.Mock>;
const answer = (member: object) => ({ memberDetails: { member } });
const ada = { memberId: '42', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '07700900461', dateOfBirth: null, memberTaxId: null };

describe('a changed contact number and the unified-membership guard', () => {
  let told: Array<{ memberId: string; needsMobileVerification: boolean }>;
  let sub: { unsubscribe(): void };
  beforeEach(() => {
    told = [];
    sub = bus.on('account:contact-number-changed').subscribe((e) => told.push(e));
  });
  afterEach(() => sub.unsubscribe());

  it('tells the host whether the new number must be proved', async () => {
    mocked.put.mockResolvedValue(answer({ ...ada, needsMobileVerification: true }));
    await updateProfile('42', { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: null, taxId: '', phone: '07700 900461' });
    mocked.delete.mockResolvedValue(answer({ ...ada, phone: null, needsMobileVerification: false }));
    await removeContactNumber('42');
    expect(told).toEqual([
      { memberId: '42', needsMobileVerification: true },
      { memberId: '42', needsMobileVerification: false },
    ]);
  });

  it('says nothing when the number was not changed', async () => {
    mocked.put.mockResolvedValue(answer({ ...ada, needsMobileVerification: false }));
    await updateProfile('42', { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: null, taxId: '' });
    expect(told).toEqual([]);
  });
});
