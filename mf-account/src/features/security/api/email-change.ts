// POST emailtoken (a link to the new address; §8 1027, 1028, 1032, 1253) and DELETE emailtoken (cancel).
import { accountClient } from '../../../api/client';

export const requestEmailChange = async (email: string) => void (await accountClient.post('/members/emailtoken', { email }));

export const cancelEmailChange = async () => void (await accountClient.delete('/members/emailtoken'));
