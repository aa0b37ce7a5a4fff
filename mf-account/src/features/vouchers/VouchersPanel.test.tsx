import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MemberVoucher } from '@shop/shared/rules';
import { exampleVoucher } from '@shop/shared/rules/testing';
import { api } from '../../api/client';
import { VouchersPanel } from './VouchersPanel';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn() } }));
const get = (api as unknown as { get: jest.Mock }).get;
const answer = (vouchers: MemberVoucher[]) => ({ vouchers });

const partlySpent = exampleVoucher({ spends: [{ orderNumber: 'WS500123', amount: 8.48, balanceAfter: 37.02, spentAt: '2026-11-20T14:00:00.000Z' }] });
const usedUp: MemberVoucher = { ...partlySpent, code: 'SELL-AAAA-BBBB-CCCC', balance: 0, status: 'used', fromSale: null, spends: [] };

const show = () =>
  render(
    <MemoryRouter>
      <VouchersPanel memberId="42" />
    </MemoryRouter>,
  );

describe('the Vouchers tab', () => {
  it('shows each voucher: code, what is left of its amount, its sale, where it was spent', async () => {
    get.mockResolvedValue(answer([partlySpent, usedUp]));
    show();
    const [first, second] = await screen.findAllByTestId('voucher');
    expect(get).toHaveBeenCalledWith('/members/42/vouchers');
    expect(within(first!).getByRole('heading', { name: 'SELL-7K2M-Q9PD-W3XR' })).toBeTruthy();
    expect(within(first!).getByText('£37.02 left of £45.50')).toBeTruthy();
    expect(within(first!).getByText('From selling your Joie Versatrax')).toBeTruthy();
    expect(within(first!).getByText('£8.48 towards order WS500123 on 20 November 2026 (£37.02 left)')).toBeTruthy();
    expect(within(second!).getByText('Used up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spend a voucher: go to your basket' })).toBeTruthy();
  });

  it('says when there are none, and offers no basket link', async () => {
    get.mockResolvedValue(answer([]));
    show();
    expect(await screen.findByText(/You have no vouchers yet/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
