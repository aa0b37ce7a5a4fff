// PUT members/{id} (the profile) and DELETE members/{id}/contactnumber.
import { bus } from '@shop/shared/bus';
import { api, memberPath } from '../../../api/client';
import type { Profile } from './get-profile';

export interface ProfileChange {
  titleId?: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  taxId: string;
  phone?: string | null;
}

type Answer = { memberDetails: { member: Profile & { needsMobileVerification?: boolean } } };

/**
 * A changed contact number may need proving again (the unified-membership guard): the host is
 * told what the API now says, and sends the member to /verify-phone-number when it must.
 */
function told(memberId: string, member: Answer['memberDetails']['member']): Profile {
  bus.emit('account:contact-number-changed', { memberId, needsMobileVerification: member.needsMobileVerification === true });
  return member;
}

export async function updateProfile(memberId: string, change: ProfileChange): Promise<Profile> {
  const member = (await api.put<Answer>(memberPath(memberId), change)).memberDetails.member;
  return change.phone === undefined ? member : told(memberId, member);
}

export async function removeContactNumber(memberId: string): Promise<Profile> {
  return told(memberId, (await api.delete<Answer>(memberPath(memberId, 'contactnumber'))).memberDetails.member);
}
