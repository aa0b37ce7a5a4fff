// POST emailtoken (a link to the new address; §8 1027, 1028, 1032, 1253) and DELETE emailtoken (cancel).
import { api } from '../../../api/client';

export const requestEmailChange = async (email: string) => void (await api.post('/members/emailtoken', { email }));

export const cancelEmailChange = async () => void (await api.delete('/members/emailtoken'));
