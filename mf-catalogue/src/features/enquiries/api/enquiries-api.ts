// The enquiry forms' calls (spec §7 'Contact, feedback, franchise', 'Catalogue' jobs). The shared
// client sends a signed-in member's token by itself, so an enquiry is tied to them and their
// order checked as theirs. The member's own details and orders prefill the contact form.
import { fromPayload, payloadKey } from '../../../api/page-payload';
import { api } from '../../../api/client';
import type { EnquiryInput, JobQuery, JobVacancy, PriceRequestInput } from '@shop/shared/api';

export interface EnquiryType {
  id: number;
  name: string;
  description: string;
  needsOrder: boolean;
  needsItem: boolean;
}
export interface Sent {
  reference: string;
}
export interface MemberOrder {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  totalCost: number;
}
export interface Prefill {
  name: string;
  email: string;
  phone: string;
}
export interface FeedbackFacts {
  code: string;
  orderNumber: string;
  ratesStore: boolean;
  ratesDelivery: boolean;
  storeName: string | null;
}
export interface CaseStudy {
  id: string;
  franchisee: string;
  storeName: string;
  town: string;
  openedYear: number;
  headline: string;
  story: string;
  quote: string;
}
const clean = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export const enquiriesApi = {
  enquiryTypes: () => api.get<{ enquiryTypes: EnquiryType[] }>('/contact/enquirytypes').then((d) => d.enquiryTypes),
  sendEnquiry: (input: EnquiryInput) => api.post<Sent>('/contact/enquiry', clean(input)),
  requestPrice: (input: PriceRequestInput) => api.post<Sent>('/contact/requestprice', clean(input)),

  /** A signed-in member's name, e-mail and phone, and their orders (their own routes). */
  async member(memberId: string): Promise<{ prefill: Prefill; orders: MemberOrder[] }> {
    const [details, orders] = await Promise.all([
      api.get<{ memberDetails: { member: { firstName?: string; lastName?: string; email?: string; phone?: string | null } } }>(`/members/${memberId}`),
      api.get<{ orders: MemberOrder[] }>(`/members/${memberId}/orders`).catch(() => ({ orders: [] })),
    ]);
    const m = details.memberDetails.member;
    return { prefill: { name: [m.firstName, m.lastName].filter(Boolean).join(' '), email: m.email ?? '', phone: m.phone ?? '' }, orders: orders.orders };
  },

  validateFeedbackCode: (code: string) => api.get<FeedbackFacts>('/feedback/validatecode', { params: { code } }),
  leaveFeedback: (input: { code: string; email: string; storeRating?: number; deliveryRating?: number; comment?: string; website?: string }) => api.post<{ thanked: boolean }>('/feedback/store', clean(input)),

  heardFrom: () => api.get<{ heardFrom: Array<{ id: number; name: string }> }>('/franchises/heardfrom').then((d) => d.heardFrom),
  /** The franchise page's stories, painted by the server too (from the page payload). */
  caseStudies: () => fromPayload(payloadKey.caseStudies(), () => api.get<{ caseStudies: CaseStudy[] }>('/franchises/casestudies').then((d) => d.caseStudies)),
  sendFranchiseEnquiry: (input: { name: string; email: string; phone?: string; town: string; heardFromId?: number; message: string; consent: boolean; website?: string }) => api.post<Sent>('/franchises', clean(input)),

  searchJobs: (q: JobQuery) => api.get<{ jobs: JobVacancy[] }>('/jobvacancies', { params: clean(q) }).then((d) => d.jobs),
  /** A job's own page, painted by the server too (from the page payload). */
  job: (storeId: number, jobId: string) => fromPayload(payloadKey.job(storeId, jobId), () => api.get<{ job: JobVacancy }>(`/stores/${storeId}/jobs/${encodeURIComponent(jobId)}`).then((d) => d.job)),
  /** multipart/form-data: the text fields and the CV file part "cv". */
  apply: (form: FormData) => api.post<Sent>('/apply', form),
};
