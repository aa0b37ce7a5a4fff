// PUT members/{id}/consents: every change is kept with its time by the server.
import { accountClient, memberPath, type Envelope } from '../../../api/client';
import type { ConsentChoice, MemberConsents } from '@shop/shared/rules';

export const updateConsents = async (memberId: string, consents: ConsentChoice[]) => (await accountClient.put<Envelope<MemberConsents>>(memberPath(memberId, '/consents'), { consents })).data.response.data;
