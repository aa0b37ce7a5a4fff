// What a CV's bytes are, checked before it is kept (issue 31 §8), whatever its name or declared
// type says. Each refusal has its code (ENQUIRY_CODES):
//   - neither a PDF nor a zip: 1029;
//   - a .docx must be a zip with the parts a Word document has, read from the zip's own central
//     directory (not a byte search, which any file naming them fooled): [Content_Types].xml,
//     _rels/.rels whose officeDocument relationship names the main part, and that part, declared
//     as a Word document's main part (a macro-enabled .docm renamed is not one). Damaged, zip64 or
//     encrypted entries cannot be read either: 1034;
//   - a PDF with JavaScript or a Launch action (names as the reader decodes them: /J#61vaScript is
//     /JavaScript), in the file or in its compressed object streams: 1035 (told by the dictionary
//     that holds it, /S /JavaScript and the like: a name alone could be a run of an image's bytes);
//   - a PDF with embedded or attached files: 1036;
//   - a PDF whose objects cannot be read (encrypted, or object streams packed other than by
//     Flate, or larger than a CV's), so that none of this can be checked: 1037.
import { inflateRawSync, inflateSync } from 'node:zlib';
import { ENQUIRY_CODES as C } from '@shop/shared/api';
import { CV_LIMITS } from '@shop/shared/rules';

export type CvType = 'application/pdf' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type CvCheck = { type: CvType } | { refused: number; reason: string };

const DOCX: CvType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const OFFICE_DOCUMENT = /\/officeDocument$/;
/** A part is read at most this large once inflated (a Word document's XML is far smaller; a zip bomb is not read). */
const PART_MAX = 4 * CV_LIMITS.maxBytes;

const refused = (code: number, reason: string): CvCheck => ({ refused: code, reason });

// --- Word (.docx): a zip, read from its central directory ---

interface ZipEntry {
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

class NotAZip extends Error {}

/** The entries named in the zip's central directory (its end record found from the end, as unzip does). */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new NotAZip('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff || offset + size > end) throw new NotAZip('zip64 or a directory out of bounds');
  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) throw new NotAZip('a damaged central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, { flags: bytes.readUInt16LE(at + 8), method: bytes.readUInt16LE(at + 10), compressedSize: bytes.readUInt32LE(at + 20), localOffset: bytes.readUInt32LE(at + 42) });
    at += 46 + skip;
  }
  return entries;
}

/** One part's text (stored or deflated), or throws. */
function zipPart(bytes: Buffer, entry: ZipEntry): string {
  if (entry.flags & 1) throw new NotAZip('an encrypted part');
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw new NotAZip('a damaged part');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new NotAZip('a truncated part');
  if (entry.method === 0) return data.toString('utf8');
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: PART_MAX }).toString('utf8');
  throw new NotAZip(`a part packed with method ${entry.method}`);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

function checkDocx(bytes: Buffer): CvCheck {
  const notWord = (why: string) => refused(C.cvNotWord, `not a Word document: ${why}`);
  try {
    const entries = zipEntries(bytes);
    const types = entries.get('[Content_Types].xml');
    const rels = entries.get('_rels/.rels');
    if (!types || !rels) return notWord('no [Content_Types].xml or _rels/.rels');
    const relationship = (zipPart(bytes, rels).match(/<Relationship\b[^>]*>/g) ?? []).find((tag) => OFFICE_DOCUMENT.test(attribute(tag, 'Type') ?? ''));
    const target = relationship ? attribute(relationship, 'Target') : undefined;
    if (!target) return notWord('no main document named in _rels/.rels');
    const partName = `/${target.replace(/^\/+/, '')}`;
    if (!entries.has(partName.slice(1))) return notWord(`no ${partName}`);
    const override = (zipPart(bytes, types).match(/<Override\b[^>]*>/g) ?? []).find((tag) => attribute(tag, 'PartName')?.toLowerCase() === partName.toLowerCase());
    if (!override || attribute(override, 'ContentType') !== WORD_MAIN_PART) return notWord(`${partName} is not declared a Word document (a macro-enabled document is not one)`);
    zipPart(bytes, entries.get(partName.slice(1))!);
    return { type: DOCX };
  } catch (err) {
    return notWord(err instanceof Error ? err.message : 'unreadable');
  }
}

// --- PDF: what its dictionaries say, in the file and in its compressed object streams ---

/** Each kind of content refused, as dictionaries state it (one name alone could be a chance run of a stream's bytes). */
const SCRIPT = [
  /\/S\s*\/(JavaScript|Launch)(?![^\s/<>[\]()%{}])/, // an action: run JavaScript, launch a program
  /\/JavaScript\s*(<<|\d+\s+\d+\s+R)/, // the document's own scripts (its Names tree)
];
const EMBEDDED = [
  /\/EmbeddedFiles\s*(<<|\d+\s+\d+\s+R)/, // the document's attached files (its Names tree)
  /\/Type\s*\/EmbeddedFile(?![^\s/<>[\]()%{}])/,
  /\/Subtype\s*\/FileAttachment(?![^\s/<>[\]()%{}])/,
  /\/EF\s*<</, // a file specification holding a file
];

/** PDF names decoded as a reader decodes them (#xx is the byte xx: /J#61vaScript is /JavaScript). */
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const withNamesDecoded = (text: string) => text.replace(/\/([^\s/<>[\]()%{}]*)/g, (_, raw: string) => `/${decodeName(raw)}`);

/** The text of every object stream (where a PDF may keep its dictionaries compressed); null when one cannot be read. */
function objectStreams(text: string, bytes: Buffer): string[] | null {
  const out: string[] = [];
  for (const match of text.matchAll(/\bobj\b((?:(?!\bobj\b)[\s\S]){0,4096}?)\bstream\r?\n/g)) {
    const dictionary = withNamesDecoded(match[1]!);
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const start = match.index! + match[0].length;
    const stop = text.indexOf('endstream', start);
    if (stop < 0) return null;
    const data = bytes.subarray(start, stop);
    const filters = dictionary.match(/\/\w+Decode\b/g) ?? [];
    try {
      if (filters.length === 0) out.push(data.toString('latin1'));
      else if (filters.length === 1 && filters[0] === '/FlateDecode') out.push(inflateSync(data, { maxOutputLength: PART_MAX, finishFlush: 2 }).toString('latin1'));
      else return null;
    } catch {
      return null;
    }
  }
  return out;
}

function checkPdf(bytes: Buffer): CvCheck {
  const raw = bytes.toString('latin1');
  const text = withNamesDecoded(raw);
  if (/\/Encrypt\s*(<<|\d+\s+\d+\s+R)/.test(text)) return refused(C.cvPdfUnchecked, 'an encrypted PDF');
  const streams = objectStreams(raw, bytes);
  if (!streams) return refused(C.cvPdfUnchecked, 'an object stream that cannot be read');
  const all = [text, ...streams.map(withNamesDecoded)];
  const found = (patterns: RegExp[]) => all.some((t) => patterns.some((p) => p.test(t)));
  if (found(SCRIPT)) return refused(C.cvPdfScript, 'a PDF with JavaScript or a Launch action');
  if (found(EMBEDDED)) return refused(C.cvPdfEmbeddedFile, 'a PDF with embedded or attached files');
  return { type: 'application/pdf' };
}

/** What the CV is, or why it is refused (and with which code). */
export function checkCv(bytes: Buffer): CvCheck {
  if (bytes.length >= 8 && bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).includes('%%EOF')) return checkPdf(bytes);
  if (bytes.length >= 30 && bytes.readUInt32LE(0) === 0x04034b50) return checkDocx(bytes);
  return refused(C.cvType, 'neither a PDF nor a Word document');
}
