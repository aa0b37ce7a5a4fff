export { bus, createBus } from './bus';
export type { Bus } from './bus';
export type { ShopEvents, ShopEventName, DialogName, SnackbarKind, SnackbarAction, ConsentOrigin } from './events';
