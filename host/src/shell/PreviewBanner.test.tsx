import { render, screen } from '@testing-library/react';
import PreviewBanner from './PreviewBanner';

describe('the preview banner', () => {
  it('says what is previewed, in a labelled region, with a keyboard-reachable way out back to this page', () => {
    window.history.pushState({}, '', '/faq?x=1');
    render(<PreviewBanner preview={{ targets: [{ target: 'catalogue', version: 'v20261121-1' }], expiresAt: '2026-11-21T13:05:00Z' }} />);
    const region = screen.getByRole('region', { name: 'Preview' });
    expect(screen.getByRole('status').textContent).toContain('Previewing catalogue v20261121-1 (not live)');
    const exit = screen.getByRole('button', { name: 'Exit preview' });
    expect(region.contains(exit)).toBe(true);
    expect(exit.closest('form')!.getAttribute('method')).toBe('post');
    expect(exit.closest('form')!.getAttribute('action')).toBe('/ops/preview/exit?back=%2Ffaq%3Fx%3D1');
  });
});
