// The labels of a web buy order (spec §7 POST {id}/generateshippinglabel; issue 32 §2): one A6
// page per box to tape on it, with the shop's return address, the order code as a Code 128
// barcode (scanned when the parcel arrives), who sends it and 'Box n of N', and nothing about
// what is inside (a label naming a pram invites theft). What each box holds is on its packing
// slip, a page of its own that goes inside the box. pdfkit draws the pages; bwip-js the barcode.
import { PACKING_GUIDANCE, returnsAddressLines, type ReturnsAddress } from '@shop/shared/rules';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';

export interface LabelItem {
  quoteId: string;
  description: string;
  quantity: number;
}

export interface LabelInput {
  orderCode: string;
  /** Where the parcel goes: the shop's returns address (settings, or the default of @shop/shared/rules). */
  to: ReturnsAddress;
  /** Who sends it: the collection address's lines, or the store the member drops it at. */
  from: { heading: string; lines: string[] };
  /** What each box holds, in box order (one label and one packing slip each). */
  boxes: LabelItem[][];
  /** When the label was first made: the same order gives the same pages. */
  createdAt: Date;
}

const A6: [number, number] = [298, 420];

export async function renderLabel(input: LabelInput): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: input.orderCode, scale: 3, height: 14, includetext: true, textxalign: 'center' });
  const doc = new PDFDocument({ size: A6, margin: 18, autoFirstPage: false, info: { Title: `Little Loop parcel ${input.orderCode}`, Author: 'Little Loop', CreationDate: input.createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = A6[0] - 36;
  const count = input.boxes.length;
  input.boxes.forEach((_, i) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(9).text('DELIVER TO', { width });
    doc.font('Helvetica-Bold').fontSize(12).text(returnsAddressLines(input.to).join('\n'), { width });
    doc.moveDown(0.6);
    doc.image(barcode, { fit: [width, 70], align: 'center' });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9).text(`Order ${input.orderCode}`, { width, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`Box ${i + 1} of ${count}`, { width, align: 'center' });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(9).text(input.from.heading.toUpperCase(), { width });
    doc.font('Helvetica').fontSize(9).text(input.from.lines.join('\n'), { width });
  });
  input.boxes.forEach((items, i) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text('PACKING SLIP: PUT THIS INSIDE THE BOX', { width });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Order ${input.orderCode}, box ${i + 1} of ${count}`, { width });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(9).text('IN THIS BOX', { width });
    doc.font('Helvetica').fontSize(9);
    for (const item of items) doc.text(`${item.quantity} × ${item.description} (quote ${item.quoteId})`, { width });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(9).text('PACKING', { width });
    doc.font('Helvetica').fontSize(8);
    for (const line of PACKING_GUIDANCE) doc.text(line, { width });
  });
  doc.end();
  return done;
}
