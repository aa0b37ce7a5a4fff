import { describeRoutePages } from '@shop/shared/remote/testing';
import { pages } from './routes';

describeRoutePages('account', pages);
