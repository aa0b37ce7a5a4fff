import { Observable, Subject, filter, map } from 'rxjs';
import type { ShopEvents } from './events';

interface Envelope<E, K extends keyof E = keyof E> {
  type: K;
  payload: E[K];
}

export interface Bus<E> {
  emit<K extends keyof E>(type: K, payload: E[K]): void;
  /** Events of one type from now on. */
  on<K extends keyof E>(type: K): Observable<E[K]>;
  /** The last payload of a type, if any: for state-like events (basket count). */
  latest<K extends keyof E>(type: K): E[K] | undefined;
}

export function createBus<E>(): Bus<E> {
  const events = new Subject<Envelope<E>>();
  const last = new Map<keyof E, unknown>();
  return {
    emit(type, payload) {
      last.set(type, payload);
      events.next({ type, payload } as Envelope<E>);
    },
    on(type) {
      return events.pipe(
        filter((e) => e.type === type),
        map((e) => e.payload as E[typeof type]),
      );
    },
    latest(type) {
      return last.get(type) as E[typeof type] | undefined;
    },
  };
}

/** The one bus of the page: `@shop/shared` is a Module Federation singleton. */
export const bus: Bus<ShopEvents> = createBus<ShopEvents>();
