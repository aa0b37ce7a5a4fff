// DELETE members/{id} with the password again: closed now, erased after the 14-day grace period.
import { api, memberPath } from '../../../api/client';

export const deleteAccount = (memberId: string, password: string) => api.delete<{ deletionRequested: true; erasesAt: string }>(memberPath(memberId), { data: { password } });
