// PUT members/{id} (the profile) and DELETE members/{id}/contactnumber.
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

type Answer = Data<{ memberDetails: { member: Profile } }>;

export async function updateProfile(memberId: string, change: ProfileChange): Promise<Profile> {
  return (await api.put<Answer>(`/members/${encodeURIComponent(memberId)}`, change)).data.response.data.memberDetails.member;
}

export async function removeContactNumber(memberId: string): Promise<Profile> {
  return (await api.delete<Answer>(`/members/${encodeURIComponent(memberId)}/contactnumber`)).data.response.data.memberDetails.member;
}
