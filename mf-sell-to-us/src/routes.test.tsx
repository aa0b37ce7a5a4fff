import { describeRoutePages } from '@shop/shared/remote/testing';
import { pages } from './routes';

// The pages' calls answer nothing here: each page still shows its heading while it loads.
jest.mock('./api/buy-in-wizard', () => ({ getBuyInWizard: () => new Promise(() => {}) }));
jest.mock('./api/quote', () => ({ getQuote: () => new Promise(() => {}), createQuote: () => new Promise(() => {}), getQuestions: () => new Promise(() => {}) }));

// The guarded steps show once a member is signed in (the host asks first).
localStorage.setItem('user', JSON.stringify({ memberId: '42' }));

describeRoutePages('sell-to-us', pages);
