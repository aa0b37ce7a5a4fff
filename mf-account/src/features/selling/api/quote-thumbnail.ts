// The first photo of a quote, small (GET /v3/members/{id}/quotations/{quoteId}/images, then its
// file). Photo files are the member's own and need the token, so they are fetched, not linked.
import { api, memberPath, type Data } from '../../../api/member-client';

export async function quoteThumbnail(memberId: string, quoteId: string): Promise<Blob | null> {
  const images = (await api.get<Data<{ images: Array<{ urls: { s: string } }> }>>(memberPath(memberId, `quotations/${encodeURIComponent(quoteId)}/images`))).data.response.data.images;
  const first = images[0];
  if (!first) return null;
  // The API gives the file's full path (/v3/...); the client's base is /v3 already.
  return (await api.get<Blob>(first.urls.s.replace(/^\/v3/, ''), { responseType: 'blob' })).data;
}
