// What the sell-to-us page tests share (test code only; no page imports it): a quote as the API
// answers one still being answered (the quote feature's), and a page rendered at a URL in a
// router, with where the page has gone since (whereNow).
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { collisionQuestion, conditionQuestion, draftQuote } from '../features/quote/testing';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

/** The pages at their route paths, opened at `url`; any other path renders nothing. */
export function renderPage(url: string, pages: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(pages).map(([path, page]) => (
          <Route key={path} path={path} element={page} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** The path and query the page is at now. */
export const whereNow = () => screen.getByTestId('where').textContent;
