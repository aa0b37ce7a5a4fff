// POST members/{id}/address (add) and PUT members/{id}/address/{addressId} (change, or make default).
import type { AddressInput, MemberAddress } from '@shop/shared/api';
import { api, memberPath } from '../../../api/client';

type Saved = { address: MemberAddress; addresses: MemberAddress[] };

export const addAddress = (memberId: string, input: AddressInput) => api.post<Saved>(memberPath(memberId, 'address'), input);

export const updateAddress = (memberId: string, addressId: string, change: Partial<AddressInput>) => api.put<Saved>(memberPath(memberId, `address/${encodeURIComponent(addressId)}`), change);
