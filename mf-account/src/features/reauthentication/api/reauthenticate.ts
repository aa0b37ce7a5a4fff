// POST members/{id}/reauthenticate: the password again, for changes that need it (bank details).
import { createApiClient } from '@shop/shared/http';

const api = createApiClient();

export async function reauthenticate(memberId: string, password: string): Promise<void> {
  await api.post(`/members/${encodeURIComponent(memberId)}/reauthenticate`, { password });
}
