// The shipping label of a web buy order (spec §7 POST {id}/generateshippinglabel): an A6 page
// to tape on the parcel, with the shop's return address, the order code as a Code 128 barcode
// (scanned when the parcel arrives) and the items inside. pdfkit draws the page; bwip-js the barcode.
import { returnsAddressLines, type ReturnsAddress } from '@shop/shared/rules';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

export interface LabelInput {
  orderCode: string;
  /** Where the parcel goes: the shop's returns address (settings, or the default of @shop/shared/rules). */
  to: ReturnsAddress;
  /** Who sends it: the collection address's lines, or the store the member drops it at. */
  from: { heading: string; lines: string[] };
  items: Array<{ quoteId: string; description: string; quantity: number }>;
  /** When the label was first made: the same order gives the same page. */
  createdAt: Date;
}

const A6: [number, number] = [298, 420];

export async function renderLabel(input: LabelInput): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: input.orderCode, scale: 3, height: 14, includetext: true, textxalign: 'center' });
  const doc = new PDFDocument({ size: A6, margin: 18, info: { Title: `Little Loop parcel ${input.orderCode}`, Author: 'Little Loop', CreationDate: input.createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = A6[0] - 36;
  doc.font('Helvetica-Bold').fontSize(9).text('DELIVER TO', { width });
  doc.font('Helvetica-Bold').fontSize(12).text(returnsAddressLines(input.to).join('\n'), { width });
  doc.moveDown(0.6);
  doc.image(barcode, { fit: [width, 70], align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9).text(`Order ${input.orderCode}`, { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(9).text(input.from.heading.toUpperCase(), { width });
  doc.font('Helvetica').fontSize(9).text(input.from.lines.join('\n'), { width });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(9).text('IN THIS PARCEL', { width });
  doc.font('Helvetica').fontSize(8);
  for (const item of input.items) doc.text(`${item.quantity} × ${item.description} (quote ${item.quoteId})`, { width });
  doc.end();
  return done;
}
