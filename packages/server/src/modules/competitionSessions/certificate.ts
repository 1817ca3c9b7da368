// Printable certificates (issue 10): one A4 landscape PDF per awarded entry, drawn by pdfkit with a CJK font of the
// machine (Debian's fonts-noto-cjk, which ./platform installs; CERTIFICATE_FONT may name another .ttf/.otf/.ttc).
// The font is embedded as a subset, so the file prints anywhere; nothing is fetched.
import fs from 'node:fs';
import { AppError } from '../../errors.js';
import { lazyImport } from '../../lib/lazy.js';

/** pdfkit and its fonts (about 0.2 s of CPU to load) at the first certificate, not at start-up. */
const loadPdfKit = lazyImport(async () => (await import('pdfkit')).default);

/** Candidate fonts in order: a path with an optional `#PostScriptName` for a collection (.ttc). */
const FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc#NotoSerifCJKsc-Regular',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc#WenQuanYiMicroHei',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc#WenQuanYiZenHei',
];

export interface CertificateFont {
  path: string;
  family: string | undefined;
}

/** The first CJK font present (env CERTIFICATE_FONT first); null when the machine has none. */
export function findCertificateFont(env: NodeJS.ProcessEnv = process.env): CertificateFont | null {
  for (const spec of [env['CERTIFICATE_FONT'], ...FONTS]) {
    if (spec === undefined || spec === '') continue;
    const [file, family] = spec.split('#') as [string, string | undefined];
    if (fs.existsSync(file)) return { path: file, family };
  }
  return null;
}

export interface CertificateContent {
  competition: string;
  organizer: string;
  session: string;
  team: string;
  members: string[];
  group: string | null;
  award: string;
  rank: number | null;
  /** The day of publication, already formatted (Asia/Shanghai). */
  date: string;
  serial: string;
}

const GOLD = '#b8860b';
const INK = '#1f2933';

/** The certificate as PDF bytes. */
export async function renderCertificate(content: CertificateContent, font: CertificateFont | null = findCertificateFont()): Promise<Buffer> {
  if (font === null) throw new AppError(0, { zh: '服务器缺少中文字体（fonts-noto-cjk），无法生成证书', en: 'The server has no CJK font (fonts-noto-cjk); certificates cannot be made' });
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0, info: { Title: `${content.competition} ${content.award}`, Author: content.organizer } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.path, font.family);
  const { width, height } = doc.page;
  doc.lineWidth(6).strokeColor(GOLD).rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(1.5).rect(38, 38, width - 76, height - 76).stroke();
  const centered = (text: string, y: number, size: number, color = INK) => doc.font('cjk').fontSize(size).fillColor(color).text(text, 60, y, { width: width - 120, align: 'center' });
  centered('荣 誉 证 书', 80, 40, GOLD);
  centered(content.team, 170, 28);
  if (content.members.length > 0) centered(content.members.join('  '), 215, 14);
  const where = [content.competition, content.session, content.group].filter((s): s is string => s !== null && s !== '').join(' · ');
  centered(`在 ${where} 中`, 265, 16);
  centered(`荣获 ${content.award}${content.rank === null ? '' : `（第 ${content.rank} 名）`}`, 300, 26, GOLD);
  centered('特发此证，以资鼓励。', 360, 14);
  doc.font('cjk').fontSize(14).fillColor(INK).text(content.organizer, width - 360, height - 150, { width: 280, align: 'right' });
  doc.text(content.date, width - 360, height - 125, { width: 280, align: 'right' });
  doc.fontSize(9).fillColor('#6b7280').text(`证书编号 ${content.serial}`, 60, height - 70, { width: 300 });
  doc.end();
  return done;
}
