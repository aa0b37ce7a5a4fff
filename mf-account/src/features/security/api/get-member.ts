// GET members/{id}: the e-mail address and a pending new one (shown with a cancel button).
import { useApiData } from '@shop/shared/http';
import { api, memberPath } from '../../../api/client';

export interface MemberEmail {
  email: string;
  pendingEmail: string | null;
}

export const getMemberEmail = async (memberId: string): Promise<MemberEmail> => {
  const { member } = (await api.get<{ memberDetails: { member: MemberEmail } }>(memberPath(memberId))).memberDetails;
  return { email: member.email, pendingEmail: member.pendingEmail };
};

export const useMemberEmail = (memberId: string) => useApiData(`member-email:${memberId}`, () => getMemberEmail(memberId));
