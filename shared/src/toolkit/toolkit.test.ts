/** @jest-environment jsdom */
import 'fake-indexeddb/auto';
import { createStorage, STORAGE_DEFAULTS } from './storage';
import { createUlid, ulidTime, ULID_ALPHABET } from './ulid';
import { sha2, type Sha2Length } from './sha2';

describe('storage', () => {
  it('has the spec defaults', () => {
    expect(STORAGE_DEFAULTS).toEqual({ version: 1, size: 4980736, storeName: 'keyvaluepairs' });
  });

  it('rejects an unknown driver', () => {
    expect(() => createStorage({ name: 'shop', driver: 'COOKIES' as never })).toThrow('Unknow Driver...');
  });

  it('needs a database name and a store name', () => {
    expect(() => createStorage({ storeName: 's' })).toThrow('Please add name of the database');
    expect(() => createStorage({ name: 'shop', storeName: '' })).toThrow('Please add storeName');
  });

  it('stores and reads back values through the chosen driver', async () => {
    const store = createStorage({ name: 'shop-test', driver: 'INDEXEDDB' });
    await store.ready();
    expect(store.driver()).toBe('asyncStorage');
    expect(store.config().storeName).toBe('keyvaluepairs');
    await store.setItem('cart', { cartId: 'C1', items: 2 });
    expect(await store.getItem('cart')).toEqual({ cartId: 'C1', items: 2 });
  });

  it('falls back to localStorage when asked', async () => {
    const store = createStorage({ name: 'shop-ls', storeName: 'basket', driver: 'LOCALSTORAGE' });
    await store.setItem('k', 'v');
    expect(store.driver()).toBe('localStorageWrapper');
    expect(await store.getItem('k')).toBe('v');
  });
});

describe('ulid', () => {
  it('is 26 characters over the Crockford alphabet, with the time first', () => {
    const id = createUlid(1_700_000_000_000);
    expect(id).toHaveLength(26);
    expect([...id].every((c) => ULID_ALPHABET.includes(c))).toBe(true);
    expect(ulidTime(id)).toBe(1_700_000_000_000);
  });

  it('differs between calls in the same millisecond', () => {
    expect(createUlid(5)).not.toBe(createUlid(5));
  });

  it('rejects bad input with the spec messages', () => {
    expect(() => ulidTime('01ARZ3NDEKTSV4RRFFQ69G5FA')).toThrow('Invalid ULID');
    expect(() => ulidTime('01ARZ3NDEKTSV4RRFFQ69G5FAU')).toThrow('Invalid ULID char');
  });
});

describe('sha2', () => {
  it.each<[Sha2Length, string]>([
    [224, '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
    [256, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [384, 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
    [512, 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f'],
  ])('SHA-%i of "abc" matches the FIPS 180 test vector', (len, hex) => {
    expect(sha2('abc', len)).toBe(hex);
  });

  it('rejects other lengths', () => {
    expect(() => sha2('abc', 128 as Sha2Length)).toThrow('Use configured lenght [224 | 256 | 384 | 512]');
  });
});
