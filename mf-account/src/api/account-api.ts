// mf-account's slice of the v3 API (members: registration, e-mail and passwords).
import { createApiClient } from '@shop/shared/http';

/** The remote's one client; each tab's api/ files build on it. */
export const api = createApiClient();

export type Data<T> = { response: { data: T } };

export interface Registration {
  titleId?: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  consents: Array<{ consentTypeId: number; granted: boolean }>;
}

export const accountApi = {
  titles: async () => (await api.get<Data<{ titles: Array<{ titleId: number; title: string }> }>>('/members/titles')).data.response.data.titles,
  register: async (r: Registration) => (await api.post<Data<{ memberId: string }>>('/members', r)).data.response.data,
  validateEmail: async (token: string) => (await api.put<Data<{ memberId: string; email: string }>>('/members/validateemail', { token })).data.response.data,
  validateEmailSignedIn: async (memberId: string, token: string) => (await api.post<Data<{ memberId: string; email: string }>>(`/members/${encodeURIComponent(memberId)}/validateemail`, { token })).data.response.data,
  resendVerification: async (email: string) => void (await api.post('/members/resendverificationemail', { email })),
  requestPasswordReset: async (email: string) => void (await api.post('/members/newpassword', { email })),
  verifyResetToken: async (token: string) => (await api.get<Data<{ verified: boolean; memberId: string | null }>>('/members/verifynewpasswordtoken', { params: { token } })).data.response.data,
  resetPassword: async (memberId: string, token: string, password: string) => void (await api.put(`/members/${encodeURIComponent(memberId)}/resetpassword`, { token, password })),
  changePassword: async (oldPassword: string, newPassword: string) => void (await api.put('/members/password', { oldPassword, newPassword })),
};
