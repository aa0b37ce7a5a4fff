export { bus, createBus } from './bus';
export type { Bus } from './bus';
export { useBusLatest } from './use-bus-latest';
export { SHOP_EVENT_EMITTERS } from './events';
export type { ShopEvents, ShopEventName, DialogName, SnackbarKind, SnackbarAction, ConsentOrigin, Team } from './events';
