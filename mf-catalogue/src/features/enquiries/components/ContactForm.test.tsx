import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@shop/shared/http';
import { session } from '@shop/shared/session';
import { api } from '../../../api/client';
import type { EnquiryType } from '../api/enquiries-api';
import { ContactForm } from './ContactForm';

jest.mock('../../../api/client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const mocked = api as unknown as Record<'get' | 'post', jest.Mock>;
// The api answers what the envelope carries.
const answer = (data: unknown) => data;

const TYPES: EnquiryType[] = [
  { id: 1, name: 'An order I placed', description: 'Where it is.', needsOrder: true, needsItem: false },
  { id: 5, name: 'Price or stock of an item', description: 'Whether we have it.', needsOrder: false, needsItem: true },
  { id: 8, name: 'Something else', description: 'Anything.', needsOrder: false, needsItem: false },
];

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send message' })));

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(session, 'memberId').mockReturnValue(null);
});

function fillBasics() {
  type(/^Your name/, 'Sophie Turner');
  type(/^E-mail address/, 'sophie@example.co.uk');
  type(/^Subject/, 'Rain cover');
  type(/^Your message/, 'The rain cover was missing from my parcel.');
}

describe('the contact form', () => {
  it('asks for every required field with the §5 messages before calling', async () => {
    render(<ContactForm types={TYPES} />);
    await send();
    expect(mocked.post).not.toHaveBeenCalled();
    // Written sentences (the catalogue's words for each code), never '<label> is a required field'.
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please choose what your enquiry is about.')).toBeTruthy();
    expect(screen.getByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(screen.queryByText(/is a required field|must be at (least|most)/)).toBeNull();
  });

  it('words a wrong address, a short message and a missing order as sentences too', async () => {
    render(<ContactForm types={TYPES} />);
    type(/^Your name/, 'Sophie Turner');
    type(/^E-mail address/, 'sophie@');
    type(/^Subject/, 'Rain cover');
    type(/^Your message/, 'Hi');
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '1' } });
    await send();
    expect(mocked.post).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid e-mail address, for example name@example.co.uk.')).toBeTruthy();
    expect(screen.getByText('Please write a message of 10 to 2,000 characters.')).toBeTruthy();
    expect(screen.getByText('Please give the order number.')).toBeTruthy();
    expect(screen.getByText('Please say whether you bought it from us or sold it to us.')).toBeTruthy();
  });

  it('shows the order parts for an order topic, and sends them', async () => {
    mocked.post.mockResolvedValue(answer({ reference: 'CE12' }));
    render(<ContactForm types={TYPES} />);
    fillBasics();
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '1' } });
    type(/^Order number/, 'ws1042');
    fireEvent.click(screen.getByLabelText('Bought from us'));
    await send();
    expect(mocked.post).toHaveBeenCalledWith('/contact/enquiry', expect.objectContaining({ categoryId: 1, orderNumber: 'ws1042', orderType: 'buy', webOrder: true, name: 'Sophie Turner' }));
    expect(await screen.findByText(/Your reference is CE12/)).toBeTruthy();
  });

  it('puts a refused order number (1013) under its field and keeps everything typed', async () => {
    mocked.post.mockRejectedValue(new ApiError({ code: 1013, status: 400, message: 'We could not find that order for you.', body: {} }));
    render(<ContactForm types={TYPES} />);
    fillBasics();
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '1' } });
    type(/^Order number/, 'WS9999');
    fireEvent.click(screen.getByLabelText('Sold to us'));
    await send();
    const field = screen.getByLabelText(/^Order number/) as HTMLInputElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/We could not find that order for you/)).toBeTruthy();
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('Sophie Turner');
    expect((screen.getByLabelText(/^Your message/) as HTMLTextAreaElement).value).toBe('The rain cover was missing from my parcel.');
    expect(field.value).toBe('WS9999');
  });

  it('asks a price or stock question for the item topic', async () => {
    render(<ContactForm types={TYPES} />);
    fillBasics();
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '5' } });
    await send();
    expect(mocked.post).not.toHaveBeenCalled();
    expect(screen.getByText('Please tell us which item you are asking about.')).toBeTruthy();
    expect(screen.getByText('Please tell us which item you are asking about, and whether it is about the price or stock.')).toBeTruthy();
  });

  it('shows a throttled send above the form, in the server’s words', async () => {
    mocked.post.mockRejectedValue(new ApiError({ code: 1032, status: 429, message: 'Please wait 9 minutes and try again.', body: {} }));
    render(<ContactForm types={TYPES} />);
    fillBasics();
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '8' } });
    await send();
    expect(screen.getByText('Please wait 9 minutes and try again.')).toBeTruthy();
  });

  it('asks a signed-in member neither their name and e-mail nor how they got an order of theirs', async () => {
    jest.spyOn(session, 'memberId').mockReturnValue('42');
    mocked.get.mockImplementation(async (url: string) =>
      url === '/members/42'
        ? answer({ memberDetails: { member: { firstName: 'Amira', lastName: 'Khan', email: 'amira@example.co.uk', phone: null } } })
        : answer({ orders: [{ orderId: '7', orderNumber: 'WS7', createdAt: '2026-11-01T10:00:00Z', totalCost: 25 }] }),
    );
    mocked.post.mockResolvedValue(answer({ reference: 'CE13' }));
    render(<ContactForm types={TYPES} />);
    expect(await screen.findByText('Signed in as Amira Khan: we will reply to amira@example.co.uk.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Your name/)).toBeNull();
    expect(screen.queryByLabelText(/^E-mail address/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '1' } });
    expect((screen.getByLabelText('Which order?') as HTMLSelectElement).value).toBe('WS7');
    expect(screen.queryByLabelText(/^Order number/)).toBeNull();
    expect(screen.queryByLabelText('Bought from us')).toBeNull();
    type(/^Subject/, 'Where is it?');
    type(/^Your message/, 'It has not arrived yet, please help.');
    await send();
    const sent = mocked.post.mock.calls[0]![1];
    expect(sent).toEqual(expect.objectContaining({ orderNumber: 'WS7', webOrder: true, orderType: 'buy', subject: 'Where is it?' }));
    expect(sent).not.toHaveProperty('name');
    expect(sent).not.toHaveProperty('email');
    expect(await screen.findByText(/Your reference is CE13/)).toBeTruthy();
  });

  it('asks a signed-in member how they got an order only when they type its number', async () => {
    jest.spyOn(session, 'memberId').mockReturnValue('42');
    mocked.get.mockImplementation(async (url: string) => (url === '/members/42' ? answer({ memberDetails: { member: { firstName: 'Amira', lastName: 'Khan', email: 'amira@example.co.uk' } } }) : answer({ orders: [] })));
    render(<ContactForm types={TYPES} />);
    await screen.findByText(/Signed in as Amira Khan/);
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '1' } });
    expect(screen.getByLabelText(/^Order number/)).toBeTruthy();
    expect(screen.getByLabelText('Bought from us')).toBeTruthy();
  });

  it('sends the honeypot as typed (a person leaves it empty)', async () => {
    mocked.post.mockResolvedValue(answer({ reference: 'CE14' }));
    const { container } = render(<ContactForm types={TYPES} />);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fillBasics();
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: '8' } });
    await send();
    expect(mocked.post.mock.calls[0]![1]).not.toHaveProperty('website');
  });
});
