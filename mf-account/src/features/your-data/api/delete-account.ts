// DELETE members/{id} with the password again: closed now, erased after the 14-day grace period.
import { accountClient, memberPath, type Envelope } from '../../../api/client';

export const deleteAccount = async (memberId: string, password: string) =>
  (await accountClient.delete<Envelope<{ deletionRequested: true; erasesAt: string }>>(memberPath(memberId), { data: { password } })).data.response.data;
