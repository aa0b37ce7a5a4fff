// A member's children (issue 37 'Outgrown'): GET, POST, DELETE /members/{id}/children.
import type { Child } from '@shop/shared/rules';
import { api, memberPath, type Data } from '../../../api/member-client';
import { useLoad } from '../../../api/use-load';

export { failureMessage } from '../../../api/member-client';

export interface ChildList {
  children: Child[];
  max: number;
}

export const getChildren = async (memberId: string) => (await api.get<Data<ChildList>>(memberPath(memberId, 'children'))).data.response.data;

export const useChildren = (memberId: string) => useLoad(() => getChildren(memberId), [memberId]);

export const addChild = async (memberId: string, child: { born: string; heightCm?: number }) =>
  (await api.post<Data<{ child: Child }>>(memberPath(memberId, 'children'), { ...child, consent: true })).data.response.data.child;

export const deleteChild = async (memberId: string, childId: string) => void (await api.delete(memberPath(memberId, `children/${encodeURIComponent(childId)}`)));
