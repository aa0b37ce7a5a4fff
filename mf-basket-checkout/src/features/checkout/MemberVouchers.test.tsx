import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MemberVoucher } from '@shop/shared/rules';
import { exampleVoucher } from '@shop/shared/rules/testing';
import { MemberVouchers } from './MemberVouchers';

const voucher = exampleVoucher();

function Harness({ vouchers }: { vouchers: MemberVoucher[] }) {
  const [applied, setApplied] = useState<string | null>(null);
  return (
    <>
      <MemberVouchers vouchers={vouchers} applied={applied} onApply={(v) => setApplied(v.code)} />
      <output>{applied ?? 'none'}</output>
    </>
  );
}

describe("the member's own vouchers at checkout", () => {
  it('offers each with its balance and sale, applied with one tap', () => {
    render(<Harness vouchers={[voucher]} />);
    const use = screen.getByRole('button', { name: 'Use SELL-7K2M-Q9PD-W3XR (£37.02 left)' });
    expect(screen.getByText(/from selling your Joie Versatrax/)).toBeTruthy();
    expect(use.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(use);
    expect(screen.getByText('SELL-7K2M-Q9PD-W3XR', { selector: 'output' })).toBeTruthy();
    expect(use.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows nothing when the member has none', () => {
    render(<Harness vouchers={[]} />);
    expect(screen.queryByTestId('member-vouchers')).toBeNull();
  });
});
