import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { enhanceSearchBox } from '../federation/search-box';
import { HeaderSearch } from './HeaderSearch';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../federation/search-box', () => ({ enhanceSearchBox: jest.fn(async () => undefined) }));

const box = () => screen.getByRole('searchbox', { name: 'Search the shop' }) as HTMLInputElement;
const at = (url: string) => {
  history.pushState(null, '', url);
  act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
};

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  jest.mocked(enhanceSearchBox).mockClear();
  history.replaceState(null, '', '/');
});

it('is a plain GET form to the listing that, with the shell running, goes there without a reload', () => {
  render(<HeaderSearch />);
  const form = screen.getByRole('search', { name: 'Search the shop' }) as HTMLFormElement;
  expect(form.getAttribute('action')).toBe('/products');
  expect(form.method).toBe('get');
  expect(box().name).toBe('q');
  fireEvent.change(box(), { target: { value: '  silver cross  ' } });
  fireEvent.submit(form);
  expect(navigateToUrl).toHaveBeenCalledWith('/products?q=silver+cross');
  fireEvent.change(box(), { target: { value: ' ' } });
  fireEvent.submit(form);
  expect(navigateToUrl).toHaveBeenLastCalledWith('/products');
});

it("shows the listing's query and follows the URL, empty on other pages", () => {
  history.replaceState(null, '', '/products?q=pram&Brand=Joie');
  render(<HeaderSearch />);
  expect(box().value).toBe('pram');
  at('/products?q=car%20seat');
  expect(box().value).toBe('car seat');
  at('/basket?q=ignored');
  expect(box().value).toBe('');
});

it("asks for the catalogue's suggestions when the shopper reaches for the box, not before", () => {
  render(<HeaderSearch />);
  expect(enhanceSearchBox).not.toHaveBeenCalled();
  act(() => box().focus());
  expect(enhanceSearchBox).toHaveBeenCalledWith({ form: expect.any(HTMLFormElement), input: box(), popup: expect.any(HTMLDivElement) });
});
