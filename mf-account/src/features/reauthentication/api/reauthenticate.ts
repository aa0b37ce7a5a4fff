// POST members/{id}/reauthenticate: the password again, for changes that need it (bank details).
import { api, memberPath } from '../../../api/client';

export async function reauthenticate(memberId: string, password: string): Promise<void> {
  await api.post(memberPath(memberId, 'reauthenticate'), { password });
}
