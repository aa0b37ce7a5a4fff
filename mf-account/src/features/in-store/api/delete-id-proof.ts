import { api, memberPath } from '../../../api/client';

export async function deleteIdProof(memberId: string, idproofPrimaryId: string): Promise<void> {
  await api.delete(memberPath(memberId, `idproof/${encodeURIComponent(idproofPrimaryId)}`));
}
