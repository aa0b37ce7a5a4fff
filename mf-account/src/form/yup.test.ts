import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { yup } from './yup';

const SRC = join(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe("this remote's yup", () => {
  it('words a rule without a message of its own from the catalogue, never with its regex or value', async () => {
    const schema = yup.object({ postcode: yup.string().label('Postcode').required().matches(/^[A-Z]{1,2}[0-9]$/), age: yup.number().label('Age') });
    const errors = await schema.validate({ postcode: 'not one', age: 'x' }, { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(['Please check Postcode.', 'Please check Age.']);
    await expect(yup.string().label('Email').required().validate('')).rejects.toThrow('Email is a required field');
  });

  it('is the only yup the forms import (so the catalogue locale is always set)', () => {
    const direct = files(SRC).filter((f) => !f.endsWith(join('form', 'yup.ts')) && /^import [^;]*from ['"]yup['"]/m.test(readFileSync(f, 'utf8')));
    expect(direct.map((f) => relative(SRC, f))).toEqual([]);
  });
});
