// GET attributes/buyinwizards: the §5 funnel by department (public).
import { api, type Data } from './client';
import type { Department } from './types';

export async function getBuyInWizard(): Promise<Department[]> {
  return (await api.get<Data<{ buyInWizards: Department[] }>>('/attributes/buyinwizards')).data.response.data.buyInWizards;
}
