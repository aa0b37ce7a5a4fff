// A member's children (issue 37 'Outgrown'): GET, POST, PUT, DELETE /members/{id}/children.
import { useApiData } from '@shop/shared/http';
import type { Child, OutgrownItem } from '@shop/shared/rules';
import { api, memberPath } from '../../../api/client';

export { failureMessage } from '../../../api/failure-message';

export interface ChildList {
  children: Child[];
  max: number;
}

export const getChildren = (memberId: string) => api.get<ChildList>(memberPath(memberId, 'children'));

export const useChildren = (memberId: string) => useApiData(`children:${memberId}`, () => getChildren(memberId));

export const addChild = async (memberId: string, child: { born: string; heightCm?: number }) => (await api.post<{ child: Child }>(memberPath(memberId, 'children'), { ...child, consent: true })).child;

export const changeChild = async (memberId: string, childId: string, child: { born: string; heightCm: number | null }) =>
  (await api.put<{ child: Child }>(memberPath(memberId, `children/${encodeURIComponent(childId)}`), child)).child;

export const deleteChild = async (memberId: string, childId: string) => void (await api.delete(memberPath(memberId, `children/${encodeURIComponent(childId)}`)));

/** What the member bought that every child has outgrown ('Outgrown? Sell it back'). */
export const getOutgrown = (memberId: string) => api.get<{ items: OutgrownItem[] }>(memberPath(memberId, 'children/outgrown'));
