import { useEffect, useState } from 'react';
import { basketStore, type BasketState } from './basket-store';

/** The basket's state, kept current; loads it on first use if nobody has yet. */
export function useBasket(): BasketState {
  const [state, setState] = useState(basketStore.state);
  useEffect(() => {
    const sub = basketStore.state$.subscribe(setState);
    if (!basketStore.state.ready) void basketStore.load().catch(() => undefined);
    return () => sub.unsubscribe();
  }, []);
  return state;
}
