// mf-account's member calls outside a tab: registration, e-mail and passwords.
import { api } from './client';

export interface Registration {
  titleId?: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  consents: Array<{ consentTypeId: number; granted: boolean }>;
}

export const accountApi = {
  titles: async () => (await api.get<{ titles: Array<{ titleId: number; title: string }> }>('/members/titles')).titles,
  register: (r: Registration) => api.post<{ memberId: string }>('/members', r),
  validateEmail: (token: string) => api.put<{ memberId: string; email: string }>('/members/validateemail', { token }),
  validateEmailSignedIn: (memberId: string, token: string) => api.post<{ memberId: string; email: string }>(`/members/${encodeURIComponent(memberId)}/validateemail`, { token }),
  resendVerification: async (email: string) => void (await api.post('/members/resendverificationemail', { email })),
  requestPasswordReset: async (email: string) => void (await api.post('/members/newpassword', { email })),
  verifyResetToken: (token: string) => api.get<{ verified: boolean; memberId: string | null }>('/members/verifynewpasswordtoken', { params: { token } }),
  resetPassword: async (memberId: string, token: string, password: string) => void (await api.put(`/members/${encodeURIComponent(memberId)}/resetpassword`, { token, password })),
  changePassword: async (oldPassword: string, newPassword: string) => void (await api.put('/members/password', { oldPassword, newPassword })),
};
