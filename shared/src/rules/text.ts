/** Spec §5: show the first 2 and the last 2 characters, mask the rest. */
export function mask(value: string, maskChar = '*'): string {
  if (value.length <= 4) return value;
  return value.slice(0, 2) + maskChar.repeat(value.length - 4) + value.slice(-2);
}

/** Spec §5 slug rule: lowercase, ' & ' becomes ' and ', non-alphanumerics become hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ & /g, ' and ')
    .replace(/[^a-z0-9]/g, '-');
}
