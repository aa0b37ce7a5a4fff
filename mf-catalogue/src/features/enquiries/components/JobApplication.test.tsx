import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@shop/shared/http';
import { api } from '../../../api/client';
import { JobApplication } from './JobApplication';

jest.mock('../../../api/client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const mocked = api as unknown as Record<'get' | 'post', jest.Mock>;
// The api answers what the envelope carries.
const answer = (data: unknown) => data;
const JOB = {
  jobId: 'LLJ101SA',
  storeId: 101,
  storeName: 'London Clapham',
  town: 'London',
  title: 'Sales Assistant (part time)',
  role: 'sales-assistant',
  hours: '20 hours',
  contract: 'Permanent',
  pay: '£12.60 an hour',
  summary: 's',
  description: 'd',
  postedOn: '2026-11-01',
  closesOn: '2026-12-01',
  open: true,
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked.get.mockResolvedValue(answer({ job: JOB }));
});

const show = () =>
  act(
    async () =>
      void render(
        <MemoryRouter>
          <JobApplication storeId={101} jobId="LLJ101SA" />
        </MemoryRouter>,
      ),
  );
const file = (name: string, type: string, size = 2000) => new File([new Uint8Array(size)], name, { type });
const fill = (cv: File) => {
  fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Sophie Turner' } });
  fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: 'sophie@example.co.uk' } });
  fireEvent.change(screen.getByLabelText(/^Your CV/), { target: { files: [cv] } });
};
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send application' })));

describe('a job application', () => {
  it('states the size limit, and checks the CV and consent before sending', async () => {
    await show();
    expect(screen.getByText('A PDF or Word (.docx) document, up to 2 MB.')).toBeTruthy();
    fill(file('cv.exe', 'application/octet-stream'));
    await send();
    expect(screen.getByText('Your CV must be a PDF or a Word (.docx) document.')).toBeTruthy();
    expect(screen.getByText(/Please tick the box to agree/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your CV/), { target: { files: [file('cv.pdf', 'application/pdf', 3 * 1024 * 1024)] } });
    await send();
    expect(screen.getByText(/larger than 2 MB/)).toBeTruthy();
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it('sends multipart form data with the CV, and shows the reference', async () => {
    mocked.post.mockResolvedValue(answer({ reference: 'JA3' }));
    await show();
    fill(file('Sophie CV.pdf', 'application/pdf'));
    fireEvent.click(screen.getByLabelText(/I agree to Little Loop keeping my application/));
    await send();
    const [url, body] = mocked.post.mock.calls[0]!;
    expect(url).toBe('/apply');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('jobId')).toBe('LLJ101SA');
    expect((body as FormData).get('consent')).toBe('true');
    expect(((body as FormData).get('cv') as File).name).toBe('Sophie CV.pdf');
    expect(await screen.findByText(/your application \(JA3\) has gone/)).toBeTruthy();
  });

  it('puts the server’s refusal of the CV (1029) under the file field, keeping the rest', async () => {
    mocked.post.mockRejectedValue(new ApiError({ code: 1029, status: 415, message: 'x', body: {} }));
    await show();
    fill(file('cv.pdf', 'application/pdf'));
    fireEvent.click(screen.getByLabelText(/I agree to Little Loop keeping my application/));
    await send();
    expect(screen.getByLabelText(/^Your CV/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Your name/) as HTMLInputElement).value).toBe('Sophie Turner');
  });
});
