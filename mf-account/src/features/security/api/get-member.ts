// GET members/{id}: the e-mail address and a pending new one (shown with a cancel button).
import { accountClient, memberPath, type Envelope } from '../../../api/client';
import { useLoad } from '../../../api/use-load';

export interface MemberEmail {
  email: string;
  pendingEmail: string | null;
}

export const getMemberEmail = async (memberId: string): Promise<MemberEmail> => {
  const { member } = (await accountClient.get<Envelope<{ memberDetails: { member: MemberEmail } }>>(memberPath(memberId))).data.response.data.memberDetails;
  return { email: member.email, pendingEmail: member.pendingEmail };
};

export const useMemberEmail = (memberId: string) => useLoad(() => getMemberEmail(memberId), [memberId]);
