// GET members/{id} (the member) and GET members/titles, for the Profile tab.
import { useEffect, useState } from 'react';
import { api, type Data } from '../../../api/account-api';

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
  return (await api.get<Data<{ memberDetails: { member: Profile } }>>(`/members/${encodeURIComponent(memberId)}`)).data.response.data.memberDetails.member;
}

export async function getTitles(): Promise<Title[]> {
  return (await api.get<Data<{ titles: Title[] }>>('/members/titles')).data.response.data.titles;
}

/** The member and the titles to choose from, loaded together. */
export function useProfile(memberId: string) {
  const [state, setState] = useState<{ profile: Profile; titles: Title[] } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([getProfile(memberId), getTitles()]).then(
      ([profile, titles]) => live && setState({ profile, titles }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  return { ...state, failed, setProfile: (profile: Profile) => setState((s) => (s ? { ...s, profile } : s)) };
}
