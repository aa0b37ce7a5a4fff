// GET members/{id}/sessions (where the member is signed in) and DELETE (sign out everywhere).
import { useApiData } from '@shop/shared/http';
import { api, memberPath } from '../../../api/client';

export interface SignInSession {
  startedAt: string;
  current: boolean;
}

export const listSessions = async (memberId: string) => (await api.get<{ sessions: SignInSession[] }>(memberPath(memberId, 'sessions'))).sessions;

export const useSessions = (memberId: string) => useApiData(`sessions:${memberId}`, () => listSessions(memberId));

export const signOutEverywhere = async (memberId: string, keepCurrent: boolean) => void (await api.delete(memberPath(memberId, 'sessions'), { params: { keepCurrent } }));
