// The text a PDF shows, read from its content streams (tests read labels with it): each stream
// inflated, then the strings of its text operators (Tj, TJ) in order. Enough for pdfkit's
// standard fonts, which write text as hex strings of WinAnsi codes; not a general PDF reader.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^)])*\))\s*Tj/g)) {
      const strings = (op[1] ?? op[2]!).match(/<[0-9a-fA-F]*>|\((?:\\.|[^)])*\)/g) ?? [];
      out.push(strings.map((s) => (s.startsWith('<') ? Buffer.from(s.slice(1, -1), 'hex').toString('latin1') : s.slice(1, -1).replace(/\\(.)/g, '$1'))).join(''));
    }
  }
  return out.join('\n');
}
