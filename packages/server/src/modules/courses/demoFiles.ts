// Files of the demo resources (seed/courses.ts records them; the server writes them into storage when ready,
// through the same multipart path the uploads module uses, so that a fresh DATA_DIR always has them).
import { Readable } from 'node:stream';
import { seededRandom } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { LocalStorageAdapter, type StorageAdapter } from '../../plugins/storage/index.js';
import { demoResourceKeys } from './resourceRepository.js';

/** A small valid one-page PDF (Helvetica, ASCII text) with a correct cross-reference table. */
export function lecturePdf(title: string, lines: readonly string[]): Buffer {
  const text = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`;
  const stream = ['BT', '/F1 20 Tf', '72 740 Td', text(title), '/F1 12 Tf', ...lines.flatMap((line) => ['0 -22 Td', text(line)]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PDF_LINES = [
  'Chapter 1  Returns',
  'Simple return:  R_t = P_t / P_{t-1} - 1',
  'Log return:     r_t = ln(P_t / P_{t-1})',
  'Log returns add up over time; simple returns add up across a portfolio.',
  '',
  'Chapter 2  Risk',
  'Annualised volatility:  sigma_annual = sigma_daily * sqrt(252)',
  'Maximum drawdown: the largest fall from a running peak, MDD = min(P_t / max P_s - 1).',
  '',
  'Chapter 3  Data with pandas',
  'pd.read_csv, DataFrame.pct_change, rolling windows and resampling by month.',
];

const MARKDOWN = `# 收益率与风险速查

- 简单收益率：$R_t = \\frac{P_t}{P_{t-1}} - 1$
- 对数收益率：$r_t = \\ln\\frac{P_t}{P_{t-1}}$，多期可加
- 年化波动率：$\\sigma_{年} = \\sigma_{日}\\sqrt{252}$

| 指标 | 含义 |
| --- | --- |
| 夏普比率 | 单位风险的超额收益 $\\frac{E[R]-R_f}{\\sigma}$ |
| 最大回撤 | 从历史高点到低点的最大跌幅 |
`;

/** Deterministic daily closes of a fictitious index (a seeded random walk), as CSV. */
export function indexCsv(days = 60): Buffer {
  const random = seededRandom(20230101);
  const rows = ['date,close,volume'];
  let close = 3800;
  const day = new Date(Date.UTC(2023, 0, 3));
  for (let i = 0; i < days; ) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      close = Math.round(close * (1 + (random() - 0.49) * 0.03) * 100) / 100;
      rows.push(`${day.toISOString().slice(0, 10)},${close.toFixed(2)},${Math.round(8e9 + random() * 4e9)}`);
      i += 1;
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return Buffer.from(`${rows.join('\n')}\n`, 'utf8');
}

export interface DemoFile {
  slug: string;
  /** Key under `prefix + path_media`. */
  path: string;
  filename: string;
  mime: string;
  body: () => Buffer;
}

export const DEMO_FILES: readonly DemoFile[] = [
  { slug: 'demo-res-lecture-pdf', path: 'demo/finance-data-analysis-notes.pdf', filename: '金融数据分析基础-讲义.pdf', mime: 'application/pdf', body: () => lecturePdf('Financial Data Analysis - Lecture Notes', PDF_LINES) },
  { slug: 'demo-res-cheatsheet-md', path: 'demo/returns-and-risk.md', filename: '收益率与风险速查.md', mime: 'text/markdown', body: () => Buffer.from(MARKDOWN, 'utf8') },
  { slug: 'demo-res-index-csv', path: 'demo/index-daily.csv', filename: '指数日线样例.csv', mime: 'text/csv', body: () => indexCsv() },
];

/** Stores `body` at `key` as a one-part multipart upload (local disk directly, S3 through a signed part URL). */
async function putObject(storage: StorageAdapter, key: string, body: Buffer, contentType: string): Promise<void> {
  const { uploadId } = await storage.createMultipartUpload(key, { contentType });
  let etag: string;
  if (storage instanceof LocalStorageAdapter) {
    etag = await storage.writePart(key, uploadId, 1, Readable.from([body]));
  } else {
    const response = await fetch(await storage.signPartUrl(key, uploadId, 1, 300), { method: 'PUT', body: new Uint8Array(body) });
    etag = response.headers.get('etag') ?? '';
    if (!response.ok || etag === '') throw new Error(`storage refused the demo file ${key}: HTTP ${response.status}`);
  }
  await storage.completeMultipartUpload(key, uploadId, [{ partNumber: 1, etag }]);
}

/** Writes the files of the seeded demo resources that storage does not have yet. */
export async function ensureDemoFiles(db: Db, storage: StorageAdapter): Promise<number> {
  const rows = await demoResourceKeys(db);
  let written = 0;
  for (const row of rows) {
    const file = DEMO_FILES.find((f) => f.slug === row.slug);
    if (file === undefined || (await storage.head(row.key)) !== null) continue;
    await putObject(storage, row.key, file.body(), file.mime);
    written += 1;
  }
  return written;
}
