// A quote's photos as the member may see them. Photo files are the member's own and need the
// token, so they are fetched, not linked: the first of their own photos small
// (GET /v3/members/{id}/quotations/{quoteId}/images, then its file), and any photo by its address
// (a revision's staff photos come with their addresses on the quote).
import { api, memberPath } from '../../../api/client';

/** One photo file by the address the API gave (/v3/...; the client's base is /v3 already). */
export async function photoBlob(url: string): Promise<Blob> {
  return (await api.raw.get<Blob>(url.replace(/^\/v3/, ''), { responseType: 'blob' })).data;
}

export async function quoteThumbnail(memberId: string, quoteId: string): Promise<Blob | null> {
  const { images } = await api.get<{ images: Array<{ urls: { s: string } }> }>(memberPath(memberId, `quotations/${encodeURIComponent(quoteId)}/images`));
  const first = images[0];
  return first ? photoBlob(first.urls.s) : null;
}
