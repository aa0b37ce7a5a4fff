import 'fake-indexeddb/auto';
import { describeRoutePages } from '@shop/shared/remote/testing';
import { pages } from './routes';

// The pages' API slice is replaced: unit tests never touch the network.
jest.mock('./api/basket-api', () => ({
  basketApi: {
    settings: async () => ({ limits: { buyItemQuantityLimit: 5, sellTotalBasketItemLimit: 20, perItemDeliveryCharge: 199, freeDeliveryThreshold: 5000 }, featureFlags: { basketSharing: true } }),
    paymentTypes: async () => ({ offered: [{ paymentTypeId: 20, name: 'Debit or credit card', provider: 'card' }], notOffered: [] }),
    openOrder: async () => null,
    get: async () => ({ wesellItems: { items: [], sellCost: 0, deliveryCharge: 0, totalSellCost: 0 }, basketCount: 0, unavailableBoxes: [] }),
    processOrder: async () => ({ order: { orderId: '1', orderNumber: 'WS1', items: [] }, payment: { status: 'challenge', challengeUrl: '/x' } }),
    order: async () => ({ orderId: '1', orderNumber: 'WS1', status: 'paid', items: [], totalCost: 0, deliveryCharge: 0, toPay: 0, voucherAmount: 0 }),
  },
}));

describeRoutePages('basket-checkout', pages);
