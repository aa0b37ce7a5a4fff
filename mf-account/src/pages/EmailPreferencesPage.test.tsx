import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@shop/shared/http';
import { api } from '../api/client';
import { EmailPreferencesPage } from './EmailPreferencesPage';

jest.mock('../api/client', () => ({ ...jest.requireActual('../api/client'), api: { post: jest.fn() } }));
const post = jest.mocked(api.post);
const TOKEN = 'Zm9vYmFyYmF6cXV1eGNvcmdlZ3JhdWx0';

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/email-preferences${search}`]}>
      <EmailPreferencesPage />
    </MemoryRouter>,
  );

describe("the 'coming up' e-mail's unsubscribe page", () => {
  beforeEach(() => jest.resetAllMocks());

  it('asks first (opening the link changes nothing), then stops them with one click', async () => {
    post.mockResolvedValue({ unsubscribed: true });
    open(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stop the coming-up e-mails?');
    expect(post).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' })));
    expect(post).toHaveBeenCalledWith(`/emails/unsubscribe/${TOKEN}`, {});
    expect(screen.getByRole('status').textContent).toMatch(/^You will not get the coming-up e-mails any more/);
    expect(screen.getByRole('link', { name: 'My account: Communication' }).getAttribute('href')).toBe('/myaccount?tab=communication');
  });

  it('says what the API said when the link is not one the shop sent', async () => {
    post.mockRejectedValue(
      new ApiError({
        code: 'EMAIL_LINK_UNKNOWN',
        status: 404,
        message: 'Not Found',
        body: { response: { ack: 'Failure', error: { code: 'EMAIL_LINK_UNKNOWN', message: 'This link is not one we sent, or it was cut short.' } } },
      }),
    );
    open(`?token=${TOKEN}`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' })));
    expect(screen.getByRole('alert').textContent).toBe('This link is not one we sent, or it was cut short when it was copied.');
  });

  it('a link cut short is refused without a call', () => {
    open(`?token=${TOKEN.slice(0, 20)}`);
    expect(screen.getByRole('alert').textContent).toMatch(/^This link is not complete/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});
