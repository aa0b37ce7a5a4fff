// GET members/addresslookup: the town and county of a postcode, and its addresses when a real provider is on.
import type { AddressLookup } from '@shop/shared/rules';
import { api as accountClient, type Data } from '../../../api/account-api';

export async function lookupPostcode(postcode: string): Promise<AddressLookup> {
  return (await accountClient.get<Data<AddressLookup>>('/members/addresslookup', { params: { postcode } })).data.response.data;
}
