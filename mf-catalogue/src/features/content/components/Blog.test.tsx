import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { contentApi } from '../api/content-api';
import { blogPage, post, pressRelease, pressSummary, summary } from '../test-data';
import { BlogDetailPage, BlogPage } from '../../../pages/BlogPage';

jest.mock('../api/content-api', () => jest.requireActual('./content-mock').mockContentApi());
const api = contentApi as unknown as Record<keyof typeof contentApi, jest.Mock>;
const notFound = () => new ApiError({ code: 4, status: 404, message: 'We could not find that blog post.', body: '' });

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const show = async (at: string) => {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog-detail" element={<BlogDetailPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await act(async () => undefined);
};
const where = () => screen.getByTestId('where').textContent;

let errors: number[];
let sub: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  api.blog.mockResolvedValue(blogPage());
  api.press.mockResolvedValue([pressSummary('belfast-store-opens'), pressSummary('charity-payouts')]);
  api.post.mockResolvedValue({ post: post(), related: [summary('car-seat-safety', { title: 'Car seats, second-hand' })] });
  api.pressRelease.mockResolvedValue(pressRelease());
  errors = [];
  sub = bus.on('host:page-error').subscribe((e) => errors.push(e.status));
});
afterEach(() => sub.unsubscribe());

describe('/blog', () => {
  it('lists the posts with picture (three sizes), title, date, reading time and summary', async () => {
    await show('/blog');
    expect(api.blog).toHaveBeenCalledWith({ topic: undefined, page: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Keeping little ones warm this winter, safely' }).closest('article')!;
    const img = within(card).getByRole('img', { name: 'A picture for winter-layers' }) as HTMLImageElement;
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('srcset')).toBe('/images/blog/winter-layers_s.webp?v=1 200w, /images/blog/winter-layers_m.webp?v=1 400w, /images/blog/winter-layers_l.webp?v=1 800w');
    expect(within(card).getByText('4 November 2026').getAttribute('datetime')).toBe('2026-11-04');
    expect(within(card).getByText('3 min read')).toBeTruthy();
    expect(within(card).getByText('What winter-layers is about.')).toBeTruthy();
  });

  it('filters by topic through the address, marking the chosen topic', async () => {
    await show('/blog');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Safety first (3)' })));
    expect(where()).toBe('/blog?topic=safety');
    expect(api.blog).toHaveBeenLastCalledWith({ topic: 'safety', page: 1 });
    expect(screen.getByRole('link', { name: 'Safety first (3)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { name: 'Posts about Safety first' })).toBeTruthy();
  });

  it('pages with links (?page=), newer and older', async () => {
    await show('/blog?topic=safety');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Newer posts/ })).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: /Older posts/ })));
    expect(where()).toBe('/blog?topic=safety&page=2');
    expect(api.blog).toHaveBeenLastCalledWith({ topic: 'safety', page: 2 });
  });

  it('lists the press releases, each opening at /blog-detail?press=<id>', async () => {
    await show('/blog');
    const press = screen.getByRole('region', { name: 'Press releases' });
    expect(within(press).getAllByRole('listitem')).toHaveLength(2);
    expect(within(press).getByRole('link', { name: 'Press charity-payouts' }).getAttribute('href')).toBe('/blog-detail?press=charity-payouts');
  });

  it('says so when the posts cannot load', async () => {
    api.blog.mockRejectedValue(new ApiError({ code: '', status: 500, message: 'x', body: '' }));
    await show('/blog');
    expect(screen.getByRole('alert').textContent).toBe('We could not load this just now. Please try again.');
  });
});

describe('/blog-detail', () => {
  it('opens a post from the list and shows it: title, date, author, picture, body, related, breadcrumbs', async () => {
    await show('/blog');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Keeping little ones warm this winter, safely' })));
    expect(where()).toBe('/blog-detail?id=winter-layers');
    expect(api.post).toHaveBeenCalledWith('winter-layers');
    expect(screen.getByRole('heading', { level: 1, name: 'Keeping little ones warm this winter, safely' })).toBeTruthy();
    expect(screen.getByText('By Grace Evans, clothing buyer')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Layers, not bulk' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A picture for winter-layers' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Blog', 'Keeping little ones warm this winter, safely']);
    expect(within(screen.getByRole('region', { name: 'More about Safety first' })).getByRole('link', { name: 'Car seats, second-hand' })).toBeTruthy();
    expect(document.title).toBe('Keeping little ones warm this winter, safely | Little Loop');
    expect(errors).toEqual([]);
  });

  it('shows the host 404 for an unknown post, and for no id at all', async () => {
    api.post.mockRejectedValue(notFound());
    await show('/blog-detail?id=no-such-post');
    expect(errors).toEqual([404]);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await show('/blog-detail');
    expect(errors).toEqual([404, 404]);
  });

  it('shows a press release at ?press=<id>', async () => {
    await show('/blog-detail?press=belfast-store-opens');
    expect(api.pressRelease).toHaveBeenCalledWith('belfast-store-opens');
    expect(screen.getByRole('heading', { level: 1, name: 'Little Loop opens its 25th store' })).toBeTruthy();
    expect(screen.getByText('Belfast, 1 October 2026')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
