// GET members/{id}/export?format=json|csv: generated on request; saved through a temporary link.
import { api, memberPath } from '../../../api/client';

export type ExportFormat = 'json' | 'csv';

function fileNameOf(disposition: unknown, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(String(disposition ?? ''));
  return match?.[1] ?? fallback;
}

export async function exportData(memberId: string, format: ExportFormat): Promise<{ blob: Blob; fileName: string }> {
  const res = await api.raw.get<Blob>(memberPath(memberId, 'export'), { params: { format }, responseType: 'blob' });
  return { blob: res.data, fileName: fileNameOf(res.headers['content-disposition'], `little-loop-data.${format}`) };
}

/** Hands the file to the browser's downloads; the object URL lives only as long as the click. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
