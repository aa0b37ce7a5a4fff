// The form messages of §5 ("{path} is a required field", "at least {min} characters", …) as
// yup's locale, from the catalogue. Every rule yup would word itself gets a catalogue message:
// its own default for `matches` quotes the regex ('must match the following: "/^[\p{L}]…/"') and
// its type error prints the value. Each remote applies it in its form/yup.ts; shared needs no yup.
import { t } from '@shop/shared/i18n';

// yup fills ${path}, ${min}, ${max} itself; the catalogue writes them {path}, {min}, {max}.
const yupTemplate = (key: string) => t(key, { path: '${path}', min: '${min}', max: '${max}' });

export function formLocale() {
  const invalid = yupTemplate('form.invalid');
  return {
    mixed: { default: invalid, required: yupTemplate('form.required'), defined: yupTemplate('form.required'), notNull: yupTemplate('form.required'), oneOf: invalid, notOneOf: invalid, notType: invalid },
    string: {
      min: yupTemplate('form.min'),
      max: yupTemplate('form.max'),
      length: invalid,
      email: yupTemplate('form.email'),
      url: yupTemplate('form.url'),
      matches: invalid,
      uuid: invalid,
      datetime: invalid,
      datetime_offset: invalid,
      datetime_precision: invalid,
      trim: invalid,
      lowercase: invalid,
      uppercase: invalid,
    },
    number: { min: invalid, max: invalid, lessThan: invalid, moreThan: invalid, positive: invalid, negative: invalid, integer: invalid },
    date: { min: invalid, max: invalid },
    boolean: { isValue: invalid },
    object: { noUnknown: invalid, exact: invalid },
    array: { min: invalid, max: invalid, length: invalid },
  };
}
