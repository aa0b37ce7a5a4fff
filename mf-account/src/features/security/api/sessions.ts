// GET members/{id}/sessions (where the member is signed in) and DELETE (sign out everywhere).
import { accountClient, memberPath, type Envelope } from '../../../api/client';
import { useLoad } from '../../../api/use-load';

export interface SignInSession {
  startedAt: string;
  current: boolean;
}

export const listSessions = async (memberId: string) => (await accountClient.get<Envelope<{ sessions: SignInSession[] }>>(memberPath(memberId, '/sessions'))).data.response.data.sessions;

export const useSessions = (memberId: string) => useLoad(() => listSessions(memberId), [memberId]);

export const signOutEverywhere = async (memberId: string, keepCurrent: boolean) => void (await accountClient.delete(memberPath(memberId, '/sessions'), { params: { keepCurrent } }));
