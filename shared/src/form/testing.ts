// The checks every remote's `form/yup.ts` must pass, written once: each remote's yup.test.ts
// calls this with its own yup (yup is a per-remote dependency, so setLocale is per remote too).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as Yup from 'yup';

const sourceFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** `yup`: the remote's form/yup export; `srcDir`: the remote's src folder. */
export function describeRemoteYup(yup: typeof Yup, srcDir: string) {
  describe("this remote's yup", () => {
    it('words a rule without a message of its own from the catalogue, never with its regex or value', async () => {
      const schema = yup.object({
        postcode: yup
          .string()
          .label('Postcode')
          .required()
          .matches(/^[A-Z]{1,2}[0-9]$/),
        age: yup.number().label('Age'),
      });
      const errors = await schema.validate({ postcode: 'not one', age: 'x' }, { abortEarly: false }).catch((e: { errors: string[] }) => e.errors);
      expect(errors).toEqual(['Please check Postcode.', 'Please check Age.']);
      await expect(yup.string().label('Email').required().validate('')).rejects.toThrow('Email is a required field');
    });

    it('is the only yup the forms import (so the catalogue locale is always set)', () => {
      const direct = sourceFiles(srcDir).filter((f) => !f.endsWith(join('form', 'yup.ts')) && /^import [^;]*from ['"]yup['"]/m.test(readFileSync(f, 'utf8')));
      expect(direct.map((f) => relative(srcDir, f))).toEqual([]);
    });
  });
}
