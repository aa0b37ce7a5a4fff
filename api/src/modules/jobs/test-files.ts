// Real CV files for the tests: PDFs made with pdfkit (plain, or with a script, an attachment or
// a password), hand-made PDFs hiding a script in a compressed object stream, Word .docx files
// (zips of the parts Word writes, stored or deflated) and zips that only look like one, and an
// executable (a Windows "MZ" header) to be renamed cv.pdf.
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

type Pdf = InstanceType<typeof PDFDocument>;

function pdf(options: ConstructorParameters<typeof PDFDocument>[0] = {}, more: (doc: Pdf) => void = () => undefined, text = 'Sophie Turner — Curriculum vitae'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: 'CV' }, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(text).fontSize(11).text('Retail assistant, 4 years. Paediatric first aid certificate.');
    more(doc);
    doc.end();
  });
}

export const pdfCv = (text?: string) => pdf({}, undefined, text);

/** A CV that runs JavaScript when opened (an OpenAction). */
export const pdfWithJavaScript = () =>
  pdf({}, (doc) => {
    const action = doc.ref({ Type: 'Action', S: 'JavaScript', JS: new String('app.launchURL("https://evil.example/")') });
    action.end(''); // no stream data: a plain dictionary
    (doc as unknown as { _root: { data: Record<string, unknown> } })._root.data.OpenAction = action;
  });

/** The same, its action's name written as a reader still decodes it (/J#61vaScript is /JavaScript). */
export const pdfWithEscapedJavaScript = async () => Buffer.from((await pdfWithJavaScript()).toString('latin1').replace('/S /JavaScript', '/S /J#61va#53cript'), 'latin1');

/** A CV carrying another file (an executable, say) as an attachment. */
export const pdfWithAttachment = () => pdf({}, (doc) => doc.file(Buffer.from('MZ not really a program'), { name: 'cv-viewer.exe', description: 'Open me' }));

/** A password-locked CV: its streams are encrypted, so what they hold cannot be checked. */
export const lockedPdf = () => pdf({ userPassword: 'secret', ownerPassword: 'owner' });

/**
 * A hand-made PDF whose action dictionary lives in a compressed object stream, the way PDF 1.5
 * files pack their objects: no /JavaScript in the file's own bytes.
 */
export function pdfWithScriptInObjectStream(filter: 'FlateDecode' | 'ASCIIHexDecode' = 'FlateDecode'): Buffer {
  const packed = '5 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const body = filter === 'FlateDecode' ? deflateSync(Buffer.from(packed, 'latin1')) : Buffer.from(`${Buffer.from(packed, 'latin1').toString('hex')}>`, 'latin1');
  const parts = [
    '%PDF-1.7\n',
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /${filter} /Length ${body.length} >>\nstream\n`,
  ];
  return Buffer.concat([Buffer.from(parts.join(''), 'latin1'), body, Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 6 >>\n%%EOF\n', 'latin1')]);
}

/** A zip with stored (uncompressed) entries, or deflated ones as Word writes them. */
function zip(entries: Array<[string, string]>, { deflate = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const plain = Buffer.from(content);
    const data = deflate ? deflateRawSync(plain) : plain;
    const nameBytes = Buffer.from(name);
    const crc = crc32(plain);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(plain.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT = '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Sophie Turner</w:t></w:r></w:p></w:body></w:document>';
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A Word document as Word writes one: its content types, its root relationships, its main part (deflated unless asked). */
export const docxCv = ({ deflate = true } = {}): Buffer =>
  zip(
    [
      ['[Content_Types].xml', CONTENT_TYPES(WORD_MAIN)],
      ['_rels/.rels', ROOT_RELS],
      ['word/document.xml', DOCUMENT],
    ],
    { deflate },
  );

/** Zips named .docx that are not Word documents, each for a reason. */
export const notWordDocuments = {
  /** A file whose text names Word's parts: fooled a search of the bytes for those names. */
  namesOnly: () => zip([['notes.txt', 'word/document.xml [Content_Types].xml _rels/.rels']]),
  /** Content types and a main part, but no relationships naming it. */
  noRelationships: () =>
    zip([
      ['[Content_Types].xml', CONTENT_TYPES(WORD_MAIN)],
      ['word/document.xml', DOCUMENT],
    ]),
  /** The relationships name a main part the zip does not hold. */
  noMainPart: () =>
    zip(
      [
        ['[Content_Types].xml', CONTENT_TYPES(WORD_MAIN)],
        ['_rels/.rels', ROOT_RELS],
      ],
      { deflate: true },
    ),
  /** A macro-enabled document (.docm) renamed .docx. */
  macroEnabled: () =>
    zip(
      [
        ['[Content_Types].xml', CONTENT_TYPES('application/vnd.ms-word.document.macroEnabled.main+xml')],
        ['_rels/.rels', ROOT_RELS],
        ['word/document.xml', DOCUMENT],
        ['word/vbaProject.bin', 'Attribute VB_Name = "AutoOpen"'],
      ],
      { deflate: true },
    ),
  /** A Word document cut short (a failed upload or download). */
  truncated: () => docxCv().subarray(0, 300),
};

/** A zip that is not a Word document (a renamed .zip of photos). */
export const plainZip = () => zip([['photos/cot.txt', 'not a CV']]);

/** The start of a Windows executable, padded: what a renamed "cv.pdf" virus looks like. */
export const executable = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4096)]);
