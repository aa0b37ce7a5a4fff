import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@shop/shared/http';
import { getImageTypes, listPhotos, photoBlob, removePhoto, uploadPhoto, type QuotePhoto } from '../features/quote/api/quote-photos';
import { answerNoWear, answerPhotoConsent, getQuote, makeOffer } from '../features/quote/api/quote';
import { draftQuote, renderPage, whereNow } from './testing';
import { UploadPage } from './UploadPage';

jest.mock('../features/quote/api/quote-photos', () => ({ getImageTypes: jest.fn(), listPhotos: jest.fn(), uploadPhoto: jest.fn(), removePhoto: jest.fn(), photoBlob: jest.fn() }));
jest.mock('../features/quote/api/quote', () => ({ getQuote: jest.fn(), makeOffer: jest.fn(), answerPhotoConsent: jest.fn(), answerNoWear: jest.fn() }));

const quote = draftQuote;
const imageTypes = [
  { view: 1, name: 'front', required: true },
  { view: 3, name: 'side', required: true },
  { view: 9, name: 'label', required: true },
  { view: 2, name: 'back', required: false },
];
// A small limit, so a test can pass it; the page must state the API's figure, not its own.
const limits = { maxBytes: 2 * 1024 * 1024, maxPerQuote: 12, minEdge: 240, acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'] };
const photo = (view: number, imageId = `img-${view}`): QuotePhoto => ({ imageId, view, urls: { s: `/v3/x/${imageId}/s`, m: `/v3/x/${imageId}/m`, l: `/v3/x/${imageId}/l` } });

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1, 1, 1]);
const jpegFile = (name = 'IMG_4032.jpg') => new File([JPEG], name, { type: 'image/jpeg' });

/** An upload the test finishes by hand, reporting progress on the way. */
function pendingUpload() {
  let progress: (f: number) => void = () => undefined;
  let finish: (photos: QuotePhoto[]) => void = () => undefined;
  let fail: (e: unknown) => void = () => undefined;
  (uploadPhoto as jest.Mock).mockImplementationOnce((_q: string, _v: number, _f: File, onProgress: (f: number) => void) => {
    progress = onProgress;
    return new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return { progress: (f: number) => act(() => progress(f)), finish: (p: QuotePhoto[]) => act(async () => finish(p)), fail: (e: unknown) => act(async () => fail(e)) };
}

const renderAt = (url = '/sell-to-us/upload?quote=Q01JDRAFT') => renderPage(url, { '/sell-to-us/upload': <UploadPage /> });
const slot = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}`) });
const fileInput = (view: string) => document.querySelector(`input[type="file"][data-view="${view}"]`) as HTMLInputElement;
/** Picks a file for a view, and lets the page read its first bytes (a FileReader task) before looking. */
const choose = (view: string, file: File) =>
  act(async () => {
    fireEvent.change(fileInput(view), { target: { files: [file] } });
    await new Promise((r) => setTimeout(r, 50));
  });
const status = () => document.querySelector('[role="status"][aria-live="polite"]')!.textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continue to my offer' }) as HTMLButtonElement;

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.setItem('user', JSON.stringify({ memberId: '42', firstName: 'Grace' }));
  (getQuote as jest.Mock).mockResolvedValue(quote);
  (getImageTypes as jest.Mock).mockResolvedValue({ imageTypes, limits });
  (listPhotos as jest.Mock).mockResolvedValue([]);
  (photoBlob as jest.Mock).mockResolvedValue(new Blob([JPEG], { type: 'image/webp' }));
  URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
  URL.revokeObjectURL = jest.fn();
});

describe('/sell-to-us/upload', () => {
  it("asks for the category's views, required first with what each shows, states the API's limits, and holds Continue until they are there", async () => {
    renderAt();
    expect(await screen.findByText('JPEG, PNG, WebP or HEIC (iPhone) photos, up to 2 MB each, at most 12 photos.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sell to us: upload photos' })).toBeTruthy();
    expect(getImageTypes).toHaveBeenCalledWith(83);
    expect(listPhotos).toHaveBeenCalledWith('Q01JDRAFT');
    expect(screen.getByText('JPEG, PNG, WebP or HEIC (iPhone) photos, up to 2 MB each, at most 12 photos.')).toBeTruthy();
    const required = within(screen.getByRole('region', { name: 'Photos we need' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(required).toEqual(['Front', 'Side', 'Label']);
    expect(within(screen.getByRole('region', { name: 'Photos that help (optional)' })).getByRole('heading', { level: 3 }).textContent).toBe('Back');
    expect(within(slot('Label')).getByText(/make, model and date/)).toBeTruthy();
    expect(fileInput('front').accept).toBe('image/jpeg,image/png,image/webp');
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Still needed: front, side, label.')).toBeTruthy();
  });

  it('shows a labelled progress bar as the photo goes up, announces it by quarters, then the thumbnail', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 3, name: 'Front' });
    const upload = pendingUpload();
    await choose('front', jpegFile());
    expect(uploadPhoto).toHaveBeenCalledWith('Q01JDRAFT', 1, expect.any(File), expect.any(Function));
    const bar = screen.getByRole('progressbar', { name: 'Uploading the front photo' }) as HTMLProgressElement;
    expect(bar.value).toBe(0);
    expect(status()).toBe('Uploading the front photo: 0%');
    upload.progress(0.3);
    expect(bar.value).toBe(30);
    expect(status()).toBe('Uploading the front photo: 25%');
    upload.progress(0.62);
    expect(bar.value).toBe(62);
    expect(status()).toBe('Uploading the front photo: 50%');
    expect(within(slot('Front')).getByRole('button', { name: 'Choose a photo: Front' })).toHaveProperty('disabled', true);

    await upload.finish([photo(1)]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(status()).toBe('Photo of the front added.');
    expect(((await within(slot('Front')).findByRole('img', { name: 'Your photo: Front' })) as HTMLImageElement).src).toBe('blob:thumbnail');
    expect(photoBlob).toHaveBeenCalledWith('/v3/x/img-1/s');
    expect(screen.getByText('Still needed: side, label.')).toBeTruthy();
    expect(within(slot('Front')).getByRole('button', { name: 'Retake: Front' })).toBeTruthy();
  });

  it('says before sending when a file is not a photo, is empty, or is over the limit', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 3, name: 'Side' });
    await choose('side', new File(['<?php system($_GET["c"]); ?>'], 'pram.jpg', { type: 'image/jpeg' }));
    expect(within(slot('Side')).getByRole('alert').textContent).toBe('That file is not a photo we can take. Please choose a JPEG, PNG, WebP or HEIC photo.');
    await choose('side', new File([], 'empty.jpg', { type: 'image/jpeg' }));
    expect(within(slot('Side')).getByRole('alert').textContent).toBe('That file is empty. Please choose the photo again.');
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(JPEG);
    await choose('side', new File([big], 'big.jpg', { type: 'image/jpeg' }));
    expect(within(slot('Side')).getByRole('alert').textContent).toBe('That photo is 3 MB; we take photos of up to 2 MB. Most phones can send a smaller one.');
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it("shows the server's refusal by its view in plain English (1045, 1043, 1044, 1047)", async () => {
    renderAt();
    await screen.findByRole('heading', { level: 3, name: 'Label' });
    const cases: Array<[number, string, string]> = [
      [1045, 'x', 'That file is not a photo we can take. Please send a JPEG, PNG, WebP or HEIC photo.'],
      [1043, 'That photo is too small: we need at least 240 px each way.', 'That photo is too small: we need at least 240 px each way.'],
      [1044, 'x', 'You have added the most photos a quote can hold (12). Remove one to add another.'],
      [1047, 'x', 'We could not save your photo just now. Please try again.'],
    ];
    for (const [code, message, shown] of cases) {
      const upload = pendingUpload();
      await choose('label', jpegFile('label.png'));
      await upload.fail(new ApiError({ code, status: 400, message, body: '' }));
      expect(within(slot('Label')).getByRole('alert').textContent).toBe(shown);
      expect(screen.queryByRole('progressbar')).toBeNull();
    }
    expect(within(slot('Front')).queryByRole('alert')).toBeNull();
  });

  it('removes a photo (DELETE), says so, and puts focus on adding one again', async () => {
    (listPhotos as jest.Mock).mockResolvedValue([photo(1), photo(3)]);
    (removePhoto as jest.Mock).mockResolvedValue([photo(3)]);
    renderAt();
    const remove = await screen.findByRole('button', { name: 'Remove: Front' });
    await act(async () => {
      fireEvent.click(remove);
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(removePhoto).toHaveBeenCalledWith('Q01JDRAFT', 'img-1');
    expect(within(slot('Front')).queryByRole('img', { name: 'Your photo: Front' })).toBeNull();
    expect(status()).toBe('Photo of the front removed.');
    expect(document.activeElement).toBe(within(slot('Front')).getByRole('button', { name: 'Choose a photo: Front' }));
    expect(screen.getByText('Still needed: front, label.')).toBeTruthy();
  });

  it('retakes a view: the new photo is stored first, then the old one removed', async () => {
    (listPhotos as jest.Mock).mockResolvedValue([photo(1, 'old-front')]);
    (uploadPhoto as jest.Mock).mockResolvedValue([photo(1, 'old-front'), photo(1, 'new-front')]);
    (removePhoto as jest.Mock).mockResolvedValue([photo(1, 'new-front')]);
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Retake: Front' }));
    expect(click.mock.instances[0]).toBe(fileInput('front'));
    click.mockRestore();
    await choose('front', jpegFile('retake.jpg'));
    expect((uploadPhoto as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan((removePhoto as jest.Mock).mock.invocationCallOrder[0]!);
    expect(removePhoto).toHaveBeenCalledWith('Q01JDRAFT', 'old-front');
    expect(removePhoto).toHaveBeenCalledTimes(1);
    expect(await within(slot('Front')).findByRole('img', { name: 'Your photo: Front' })).toBeTruthy();
  });

  it('offers the camera on a phone (capture), besides the photo library', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    try {
      renderAt();
      await screen.findByRole('button', { name: 'Take a photo: Front' });
      expect(document.querySelectorAll('input[capture="environment"]').length).toBe(4);
      expect(within(slot('Front')).getByRole('button', { name: 'Choose a photo: Front' })).toBeTruthy();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('continues to the offer once every required view has a photo, and shows a 1042 from the server', async () => {
    (listPhotos as jest.Mock).mockResolvedValue([photo(1), photo(3), photo(9)]);
    (makeOffer as jest.Mock).mockRejectedValueOnce(new ApiError({ code: 1042, status: 409, message: 'Please add a photo of the label to see your offer.', body: '' }));
    renderAt();
    await screen.findByText('You have every photo we need.');
    expect(continueButton().disabled).toBe(false);
    await act(async () => fireEvent.click(continueButton()));
    expect(screen.getByRole('alert').textContent).toBe('Please add a photo of the label to see your offer.');
    expect(whereNow()).toBe('/sell-to-us/upload?quote=Q01JDRAFT');
    (makeOffer as jest.Mock).mockResolvedValueOnce({ ...quote, status: 'offered' });
    await act(async () => fireEvent.click(continueButton()));
    expect(makeOffer).toHaveBeenLastCalledWith('Q01JDRAFT');
    expect(whereNow()).toBe('/sell-to-us/quotation-questions?quote=Q01JDRAFT');
  });

  it('says the photos can no longer change once the quote is accepted, and offers no change', async () => {
    (getQuote as jest.Mock).mockResolvedValue({ ...quote, status: 'accepted' });
    (listPhotos as jest.Mock).mockResolvedValue([photo(1)]);
    renderAt();
    expect(await screen.findByText('The photos of this quote can no longer change.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fileInput('front')).toBeNull();
  });
});

describe('the photos on the product page (issue 31 §6)', () => {
  const question = () => screen.getByRole('group', { name: 'When we sell your Bugaboo Fox 5 on, may we show your photos on its product page?' });
  const no = () => within(question()).getByRole('radio', { name: 'No, only use them to check my item' }) as HTMLInputElement;
  const yes = () => within(question()).getByRole('radio', { name: 'Yes, you may show them to shoppers on the product page' }) as HTMLInputElement;

  it('asks in plain words where the photos are added, no until the member says yes, and saves each answer at once', async () => {
    (answerPhotoConsent as jest.Mock).mockResolvedValue({ ...quote, photosOnProductPage: true });
    renderAt();
    await screen.findByText('JPEG, PNG, WebP or HEIC (iPhone) photos, up to 2 MB each, at most 12 photos.');
    expect(screen.getByText(/Photos of Bugaboo Fox 5 so we can check it and confirm your offer/)).toBeTruthy();
    expect(no().checked).toBe(true);
    expect(yes().checked).toBe(false);
    expect(question().getAttribute('aria-describedby')).toBe('sell-photo-consent-hint');
    expect(document.getElementById('sell-photo-consent-hint')!.textContent).toMatch(/Only our team sees your photos.*your home or your children.*If you say no, we take our own photos/);
    await act(async () => fireEvent.click(yes()));
    expect(answerPhotoConsent).toHaveBeenCalledWith('Q01JDRAFT', true);
    expect(yes().checked).toBe(true);
    expect(status()).toBe('Saved: we may show your photos when we sell the item on.');
    await act(async () => fireEvent.click(no()));
    expect(answerPhotoConsent).toHaveBeenLastCalledWith('Q01JDRAFT', false);
    expect(status()).toBe('Saved: only our team will see your photos.');
  });

  it('keeps the answer it had when saving fails, and says so', async () => {
    (answerPhotoConsent as jest.Mock).mockRejectedValue(new ApiError({ status: 503, code: 'X', message: 'down' } as never));
    renderAt();
    await screen.findByText('JPEG, PNG, WebP or HEIC (iPhone) photos, up to 2 MB each, at most 12 photos.');
    await act(async () => fireEvent.click(yes()));
    expect(no().checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('We could not save your answer just now. Please try again.');
  });

  it('shows the saved answer and lets a yes be taken back once the photos are locked', async () => {
    (getQuote as jest.Mock).mockResolvedValue({ ...quote, status: 'paid', photosOnProductPage: true });
    (answerPhotoConsent as jest.Mock).mockResolvedValue({ ...quote, status: 'paid', photosOnProductPage: false });
    renderAt();
    expect(await screen.findByText('The photos of this quote can no longer change.')).toBeTruthy();
    expect(yes().checked).toBe(true);
    await act(async () => fireEvent.click(no()));
    expect(answerPhotoConsent).toHaveBeenCalledWith('Q01JDRAFT', false);
    expect(status()).toBe('Saved: only our team will see your photos.');
  });
});

describe('a car seat (issue 32 §6)', () => {
  const seat = { ...quote, categoryId: 147, brand: 'Maxi-Cosi', modelName: 'Maxi-Cosi Pebble 360' };
  const seatViews = [
    { view: 1, name: 'front', required: true },
    { view: 9, name: 'label', required: true },
    { view: 10, name: 'wear', required: true },
  ];

  it("gives a car seat's own photo hints, and takes 'no wear to show' for the wear close-up", async () => {
    (getQuote as jest.Mock).mockResolvedValue(seat);
    (getImageTypes as jest.Mock).mockResolvedValue({ imageTypes: seatViews, limits });
    (listPhotos as jest.Mock).mockResolvedValue([photo(1), photo(9)]);
    (answerNoWear as jest.Mock).mockImplementation(async (_q: string, noWearToShow: boolean) => ({ ...seat, noWearToShow }));
    renderAt();
    await screen.findByRole('heading', { level: 3, name: /^Wear or damage/ });
    expect(within(slot('Label')).getByText(/approval label \(R129 i-Size or ECE R44\/04\)/)).toBeTruthy();
    expect(within(slot('Front')).getByText(/harness done up/)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Still needed: wear or damage.')).toBeTruthy();
    await act(async () => fireEvent.click(within(slot('Wear or damage')).getByRole('checkbox', { name: 'There is no wear or damage to show' })));
    expect(answerNoWear).toHaveBeenCalledWith('Q01JDRAFT', true);
    expect(continueButton().disabled).toBe(false);
    expect(screen.getByText('You have every photo we need.')).toBeTruthy();
    await act(async () => fireEvent.click(within(slot('Wear or damage')).getByRole('checkbox', { name: 'There is no wear or damage to show' })));
    expect(answerNoWear).toHaveBeenLastCalledWith('Q01JDRAFT', false);
    expect(continueButton().disabled).toBe(true);
  });

  it('keeps the general hints and no such answer for a pushchair', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 3, name: 'Label' });
    expect(within(slot('Label')).getByText('The label with the make, model and date (and the safety standard for a car seat or cot).')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'There is no wear or damage to show' })).toBeNull();
  });
});
