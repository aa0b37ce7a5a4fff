import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@shop/shared/http';
import { api } from '../../../api/client';
import { FeedbackForm } from './FeedbackForm';

jest.mock('../../../api/client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const mocked = api as unknown as Record<'get' | 'post', jest.Mock>;
// The api answers what the envelope carries.
const answer = (data: unknown) => data;
const FACTS = { code: 'ABCDE23456', orderNumber: 'WS1042', ratesStore: true, ratesDelivery: false, storeName: 'Leeds Headingley', expiresAt: '2027-01-01T00:00:00Z' };

beforeEach(() => jest.clearAllMocks());

describe('the feedback form', () => {
  it('checks the code from the link at once, then asks the store rating only', async () => {
    mocked.get.mockResolvedValue(answer(FACTS));
    mocked.post.mockResolvedValue(answer({ thanked: true }));
    await act(async () => void render(<FeedbackForm initialCode="ABCDE23456" />));
    expect(mocked.get).toHaveBeenCalledWith('/feedback/validatecode', { params: { code: 'ABCDE23456' } });
    expect(await screen.findByText('Feedback on order WS1042')).toBeTruthy();
    expect(screen.getByText('How was your collection from Leeds Headingley?')).toBeTruthy();
    expect(screen.queryByText('How was your delivery?')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'amira@example.co.uk' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send feedback' })));
    expect(mocked.post).not.toHaveBeenCalled();
    expect(screen.getByText('Please rate the store from 1 to 5.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('5'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send feedback' })));
    expect(mocked.post).toHaveBeenCalledWith('/feedback/store', expect.objectContaining({ code: 'ABCDE23456', email: 'amira@example.co.uk', storeRating: 5 }));
    expect(screen.getByText(/Every comment is read/)).toBeTruthy();
  });

  it('shows an expired or used code under the code field', async () => {
    mocked.get.mockRejectedValue(new ApiError({ code: 1005, status: 409, message: 'used', body: {} }));
    await act(async () => void render(<FeedbackForm initialCode="ABCDE23456" />));
    expect(await screen.findByText('Feedback for this order has already been left. Thank you!')).toBeTruthy();
    expect(screen.getByLabelText(/^Feedback code/).getAttribute('aria-invalid')).toBe('true');
  });

  it('puts 1006 on the e-mail and keeps the rating and comment', async () => {
    mocked.get.mockResolvedValue(answer(FACTS));
    mocked.post.mockRejectedValue(new ApiError({ code: 1006, status: 400, message: 'x', body: {} }));
    await act(async () => void render(<FeedbackForm initialCode="ABCDE23456" />));
    await screen.findByText('Feedback on order WS1042');
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'someone@example.co.uk' } });
    fireEvent.click(screen.getByLabelText('4'));
    fireEvent.change(screen.getByLabelText(/^Anything else/), { target: { value: 'Friendly staff.' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send feedback' })));
    expect(screen.getByText('That is not the e-mail address this order was sent to.')).toBeTruthy();
    expect((screen.getByLabelText('4') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Anything else/) as HTMLTextAreaElement).value).toBe('Friendly staff.');
  });
});
