// PUT members/{id} (the profile) and DELETE members/{id}/contactnumber.
import { bus } from '@shop/shared/bus';
import { api, type Data } from '../../../api/account-api';
import type { Profile } from './get-profile';

export interface ProfileChange {
  titleId?: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  taxId: string;
  phone?: string | null;
}

type Answer = Data<{ memberDetails: { member: Profile & { needsMobileVerification?: boolean } } }>;

/**
 * A changed contact number may need proving again (the unified-membership guard): the host is
 * told what the API now says, and sends the member to /verify-phone-number when it must.
 */
function told(memberId: string, member: Answer['response']['data']['memberDetails']['member']): Profile {
  bus.emit('account:contact-number-changed', { memberId, needsMobileVerification: member.needsMobileVerification === true });
  return member;
}

export async function updateProfile(memberId: string, change: ProfileChange): Promise<Profile> {
  const member = (await api.put<Answer>(`/members/${encodeURIComponent(memberId)}`, change)).data.response.data.memberDetails.member;
  return change.phone === undefined ? member : told(memberId, member);
}

export async function removeContactNumber(memberId: string): Promise<Profile> {
  return told(memberId, (await api.delete<Answer>(`/members/${encodeURIComponent(memberId)}/contactnumber`)).data.response.data.memberDetails.member);
}
