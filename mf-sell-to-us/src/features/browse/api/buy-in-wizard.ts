// GET attributes/buyinwizards: the §5 funnel by department (public).
import { api } from '../../../api/client';
import type { Department } from './types';

export async function getBuyInWizard(superCatId?: number): Promise<Department[]> {
  const params = superCatId === undefined ? {} : { superCatId };
  return (await api.get<{ buyInWizards: Department[] }>('/attributes/buyinwizards', { params })).buyInWizards;
}
