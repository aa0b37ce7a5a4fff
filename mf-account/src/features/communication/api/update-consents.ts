// PUT members/{id}/consents: every change is kept with its time by the server.
import type { ConsentChoice, MemberConsents } from '@shop/shared/rules';
import { api, memberPath } from '../../../api/client';

export const updateConsents = (memberId: string, consents: ConsentChoice[]) => api.put<MemberConsents>(memberPath(memberId, 'consents'), { consents });
