import { fromPayload, payloadKey, peekPayload, primePayload } from './page-payload';

afterEach(() => primePayload({}));

it('answers a call from the payload once, then loads fresh data', async () => {
  primePayload({ [payloadKey.home()]: { served: true } });
  const load = jest.fn(async () => ({ served: false }));
  expect(peekPayload(payloadKey.home())).toEqual({ served: true });
  await expect(fromPayload(payloadKey.home(), load)).resolves.toEqual({ served: true });
  expect(load).not.toHaveBeenCalled();
  await expect(fromPayload(payloadKey.home(), load)).resolves.toEqual({ served: false });
  expect(load).toHaveBeenCalledTimes(1);
  expect(peekPayload(payloadKey.home())).toBeUndefined();
});

it('keys a search by its index and whole request, so another request is not answered from it', async () => {
  primePayload({ [payloadKey.search('boxes', { page: 0 })]: 'page 0' });
  const load = jest.fn(async () => 'loaded');
  await expect(fromPayload(payloadKey.search('boxes', { page: 1 }), load)).resolves.toBe('loaded');
  await expect(fromPayload(payloadKey.search('boxes_price_asc', { page: 0 }), load)).resolves.toBe('loaded');
  await expect(fromPayload(payloadKey.search('boxes', { page: 0 }), load)).resolves.toBe('page 0');
});

it('reads the payload the server inlined, and only when the catalogue owns the page', () => {
  const load = () => {
    let value: unknown;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules hands out a fresh copy only through require.
      value = (require('./page-payload') as typeof import('./page-payload')).peekPayload('home');
    });
    return value;
  };
  document.body.innerHTML = '<script id="shop-payload" type="application/json" data-owner="catalogue">{"home":{"x":1}}</script>';
  expect(load()).toEqual({ x: 1 });
  document.body.innerHTML = '<script id="shop-payload" type="application/json" data-owner="account">{"home":{"x":1}}</script>';
  expect(load()).toBeUndefined();
  document.body.innerHTML = '<script id="shop-payload" type="application/json" data-owner="catalogue">{not json</script>';
  expect(load()).toBeUndefined();
  document.body.innerHTML = '';
});
