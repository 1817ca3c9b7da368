import type { FigureUnit } from '@finedu/domain';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A figure's value in words for a tile, a table cell or a chart axis: bytes in binary units, %, ms/s, counts. */
export function formatFigure(value: number | null | undefined, unit: FigureUnit, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const number = (n: number, digits = 1) => n.toLocaleString(locale, { maximumFractionDigits: digits });
  switch (unit) {
    case 'bytes': {
      let v = value;
      let i = 0;
      // The next unit from 1000 of this one (1,003 MB is shown 0.98 GB): never four digits before the point, so a
      // figure keeps its width in a tile as it grows past a unit.
      while (Math.abs(v) >= 1000 && i < BYTE_UNITS.length - 1) {
        v /= 1024;
        i += 1;
      }
      return `${number(v, i === 0 ? 0 : Math.abs(v) < 1 ? 2 : 1)} ${BYTE_UNITS[i]}`;
    }
    case 'percent':
      return `${number(value, value < 10 ? 1 : 0)}%`;
    case 'seconds':
      return value < 1 ? `${number(value * 1000, 0)} ms` : `${number(value, 2)} s`;
    case 'per_minute':
      return number(value, value < 10 ? 1 : 0);
    case 'count':
      return number(value, 0);
  }
}
