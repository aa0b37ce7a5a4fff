import { REMOTE_NAMES } from '@shop/shared/routes';
import { containerName, remoteFromContainer } from './boot-data';

it('knows every remote of the route table by its container name, and nothing else', () => {
  for (const name of REMOTE_NAMES) expect(remoteFromContainer(containerName(name))).toBe(name);
  expect(containerName('basket-checkout')).toBe('mf_basket_checkout');
  expect(remoteFromContainer('mf_nope')).toBeUndefined();
});
