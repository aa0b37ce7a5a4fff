// GET members/addresslookup: the town and county of a postcode, and its addresses when a real provider is on.
import type { AddressLookup } from '@shop/shared/api';
import { api } from '../../../api/client';

export const lookupPostcode = (postcode: string) => api.get<AddressLookup>('/members/addresslookup', { params: { postcode } });
