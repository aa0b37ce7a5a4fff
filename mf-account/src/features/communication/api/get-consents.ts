// GET members/{id}/consents: the member's choice per consent type (§9) and the changes kept.
import { useApiData } from '@shop/shared/http';
import type { MemberConsents } from '@shop/shared/rules';
import { api, memberPath } from '../../../api/client';

export type { ConsentChange, ConsentView, MemberConsents } from '@shop/shared/rules';

export const getConsents = (memberId: string) => api.get<MemberConsents>(memberPath(memberId, 'consents'));

export const useConsents = (memberId: string) => useApiData(`consents:${memberId}`, () => getConsents(memberId));
