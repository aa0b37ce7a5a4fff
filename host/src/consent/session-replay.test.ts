import { createConsentManager, ACCEPT_ALL, REJECT_ALL, createRecord } from '@shop/shared/consent';
import { connectSessionReplay } from './session-replay';

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(enabled = true) {
  const consent = createConsentManager({ readStored: async () => null, write: async () => undefined });
  const control = { enableSessionReplay: jest.fn(), disableSessionReplay: jest.fn() };
  const importReplay = jest.fn(async () => control);
  const loadReporter = jest.fn(async () => undefined);
  const off = connectSessionReplay(consent, { enabled, loadReporter, importReplay });
  return { consent, control, importReplay, loadReporter, off };
}

it('replay code is imported only with session-replay consent, and stops when it is withdrawn', async () => {
  const { consent, control, importReplay, loadReporter, off } = setup();
  await consent.load();
  await consent.choose({ analytics: true, marketing: true, sessionReplay: false });
  await flush();
  expect(importReplay).not.toHaveBeenCalled();
  expect(loadReporter).not.toHaveBeenCalled();

  await consent.choose(ACCEPT_ALL);
  await flush();
  expect(loadReporter).toHaveBeenCalledTimes(1);
  expect(control.enableSessionReplay).toHaveBeenCalledTimes(1);

  await consent.choose(REJECT_ALL);
  await flush();
  expect(control.disableSessionReplay).toHaveBeenCalledTimes(1);

  await consent.choose(ACCEPT_ALL);
  await flush();
  expect(importReplay).toHaveBeenCalledTimes(1);
  expect(control.enableSessionReplay).toHaveBeenCalledTimes(2);
  off();
});

it('withdrawing before replay ever loaded downloads nothing', async () => {
  const { consent, importReplay, control } = setup();
  await consent.load();
  await consent.choose(REJECT_ALL);
  await flush();
  expect(importReplay).not.toHaveBeenCalled();
  expect(control.disableSessionReplay).not.toHaveBeenCalled();
});

it('without a place to send reports (no DSN) replay never loads, consent or not', async () => {
  const { consent, importReplay } = setup(false);
  await consent.load();
  await consent.adopt(createRecord(ACCEPT_ALL));
  await flush();
  expect(importReplay).not.toHaveBeenCalled();
});
