/** A number field's value: empty while NaN (nothing typed yet). */
export const shown = (value: number): number | '' => (Number.isNaN(value) ? '' : value);
export const typed = (text: string): number => (text === '' ? Number.NaN : Number(text));
/** Fractions edited as percentages (0.05 ↔ 5), without floating-point noise (0.07 × 100 is 7.000000000000001). */
export const percentOf = (fraction: number): number | '' => (Number.isNaN(fraction) ? '' : Number((fraction * 100).toPrecision(12)));
export const fractionOf = (text: string): number => (text === '' ? Number.NaN : Number((Number(text) / 100).toPrecision(12)));
