import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@shop/shared/http';
import { BuyProcessPage } from './BuyProcessPage';

const refused = 'Your bank could not confirm this payment (3-D Secure). No money has been taken. Please try again.';
jest.mock('../api/basket-api', () => ({
  basketApi: {
    settings: async () => ({ limits: { buyItemQuantityLimit: 5, sellTotalBasketItemLimit: 20, perItemDeliveryCharge: 199, freeDeliveryThreshold: 5000 }, featureFlags: { basketSharing: true } }),
    processOrder: async () => {
      throw new ApiError({ code: 50002, status: 402, message: 'Payment Required', body: { response: { error: { code: 50002, message: refused } } } });
    },
  },
}));

describe('/buy/process after a failed 3-D Secure check', () => {
  it('is headed as a failure, says why, and offers the way back to checkout', async () => {
    render(
      <MemoryRouter initialEntries={['/buy/process?orderId=5']}>
        <BuyProcessPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Processing your payment' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(refused);
    expect(screen.getByText(/Your basket is as you left it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to checkout' })).toBeTruthy();
  });
});
