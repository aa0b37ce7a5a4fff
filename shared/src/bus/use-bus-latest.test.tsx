import { act, render, screen } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { bus } from './bus';
import { useBusLatest } from './use-bus-latest';

function Count() {
  return <output>{useBusLatest('basket:count-changed')?.count ?? 0}</output>;
}

/** Sends an event while the page is rendering, after <Count> has rendered and before it commits. */
function SendsWhileRendering({ count }: { count: number }) {
  const [sent] = useState(() => (bus.emit('basket:count-changed', { count }), true));
  return sent ? null : null;
}

describe('useBusLatest', () => {
  it('shows the last payload sent before it rendered', () => {
    bus.emit('basket:count-changed', { count: 2 });
    render(<Count />);
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('follows later events', () => {
    render(<Count />);
    act(() => bus.emit('basket:count-changed', { count: 5 }));
    expect(screen.getByRole('status').textContent).toBe('5');
  });

  it('keeps an event sent between a transition render and its commit (what a subscribing effect missed)', () => {
    bus.emit('basket:count-changed', { count: 0 });
    act(() => {
      startTransition(() => {
        render(
          <>
            <Count />
            <SendsWhileRendering count={3} />
          </>,
        );
      });
    });
    expect(screen.getByRole('status').textContent).toBe('3');
  });
});

/** The pattern it replaces, kept here to prove the test above can fail. */
function CountByEffect() {
  const [count, setCount] = useState(() => bus.latest('basket:count-changed')?.count ?? 0);
  useEffect(() => {
    const sub = bus.on('basket:count-changed').subscribe((e) => setCount(e.count));
    return () => sub.unsubscribe();
  }, []);
  return <output>{count}</output>;
}

it('the subscribing-effect pattern misses that event (why useBusLatest exists)', () => {
  bus.emit('basket:count-changed', { count: 0 });
  act(() => {
    startTransition(() => {
      render(
        <>
          <CountByEffect />
          <SendsWhileRendering count={3} />
        </>,
      );
    });
  });
  expect(screen.getByRole('status').textContent).toBe('0');
});
