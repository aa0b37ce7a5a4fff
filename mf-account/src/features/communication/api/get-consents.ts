// GET members/{id}/consents: the member's choice per consent type (§9) and the changes kept.
import { accountClient, memberPath, type Envelope } from '../../../api/client';
import type { MemberConsents } from '@shop/shared/rules';
import { useLoad } from '../../../api/use-load';

export type { ConsentChange, ConsentView, MemberConsents } from '@shop/shared/rules';

export const getConsents = async (memberId: string) => (await accountClient.get<Envelope<MemberConsents>>(memberPath(memberId, '/consents'))).data.response.data;

export const useConsents = (memberId: string) => useLoad(() => getConsents(memberId), [memberId]);
