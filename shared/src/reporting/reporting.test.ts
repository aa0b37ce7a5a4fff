import { connectReporter, report, whenReportWaits, type Reporter } from './reporting';

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

it('wakes the host once, on the first report that has to wait', () => {
  let woken = 0;
  whenReportWaits(() => woken++);
  expect(woken).toBe(0);
  report.message('first', 'info');
  report.message('second', 'info');
  expect(woken).toBe(1);
  // A report already waiting: the loader runs at once.
  whenReportWaits(() => woken++);
  expect(woken).toBe(2);
  const seen: string[] = [];
  connectReporter({ exception: () => undefined, message: (m) => seen.push(m) });
  expect(seen).toEqual(['first', 'second']);
  connectReporter(null);
});
