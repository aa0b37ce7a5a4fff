import { report } from '@shop/shared/reporting';
import { loadExpose } from './remotes';
import { enhanceSearchBox } from './search-box';

jest.mock('./remotes', () => ({ loadExpose: jest.fn(), remoteVersion: () => 'test' }));
jest.mock('@shop/shared/reporting', () => ({ report: { exception: jest.fn() } }));
const load = loadExpose as jest.MockedFunction<typeof loadExpose>;
const parts = () => ({ form: document.createElement('form'), input: document.createElement('input'), popup: document.createElement('div') });

it("leaves the plain form when the catalogue's module cannot load, reports it, and tries again on the next reach; then enhances once", async () => {
  load.mockRejectedValueOnce(new Error('Loading chunk 626 failed'));
  await enhanceSearchBox(parts());
  expect(report.exception).toHaveBeenCalledWith(expect.any(Error), { remote: 'catalogue', remoteVersion: 'test', phase: 'search-box' });

  const module = { enhanceSearchBox: jest.fn() };
  load.mockResolvedValue(module);
  const p = parts();
  await enhanceSearchBox(p);
  await enhanceSearchBox(p);
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('catalogue', 'search-box');
  expect(module.enhanceSearchBox).toHaveBeenCalledTimes(1);
  expect(module.enhanceSearchBox).toHaveBeenCalledWith(p);
});
