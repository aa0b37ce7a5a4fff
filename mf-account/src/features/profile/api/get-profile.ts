// GET members/{id} (the member) and GET members/titles, for the Profile tab.
import { useApiData } from '@shop/shared/http';
import { api, memberPath } from '../../../api/client';

export interface Profile {
  memberId: string;
  titleId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  memberTaxId: string | null;
}
export interface Title {
  titleId: number;
  title: string;
}

export async function getProfile(memberId: string): Promise<Profile> {
  return (await api.get<{ memberDetails: { member: Profile } }>(memberPath(memberId))).memberDetails.member;
}

export async function getTitles(): Promise<Title[]> {
  return (await api.get<{ titles: Title[] }>('/members/titles')).titles;
}

/** The member and the titles to choose from, loaded together; `set` takes a saved profile. */
export async function loadProfile(memberId: string): Promise<{ profile: Profile; titles: Title[] }> {
  const [profile, titles] = await Promise.all([getProfile(memberId), getTitles()]);
  return { profile, titles };
}

export const useProfile = (memberId: string) => useApiData(`profile:${memberId}`, () => loadProfile(memberId));
