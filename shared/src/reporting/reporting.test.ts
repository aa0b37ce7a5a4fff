import { connectReporter, report, type Reporter } from './reporting';

it('queues reports until the host connects a reporter, then delivers in order', () => {
  const seen: string[] = [];
  const r: Reporter = {
    exception: (e, tags) => seen.push(`ex:${(e as Error).message}:${tags?.remote ?? ''}`),
    message: (m, level) => seen.push(`msg:${m}:${level}`),
  };
  report.exception(new Error('early'), { remote: 'catalogue' });
  report.message('hello', 'info');
  expect(seen).toEqual([]);
  connectReporter(r);
  expect(seen).toEqual(['ex:early:catalogue', 'msg:hello:info']);
  report.message('later', 'warning');
  expect(seen[2]).toBe('msg:later:warning');
  connectReporter(null);
});
