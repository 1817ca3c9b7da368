// @lane kernel
// Chinese charts (issue 35): a student's kernel, an evaluation's kernel and the grader draw Chinese titles, axis
// labels, legends and tick labels, and the minus sign, with Noto Sans CJK SC, with no missing-glyph warning, from the
// font cache built at start-up, and write nothing into the student's home.
import { randomUUID } from 'node:crypto';
import { gradeSubmission } from '../../src/runtime/index.js';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { TestKernel, type KernelMessage } from './helpers.js';

let jupyter: JupyterProcess;
let t: TestApp;
let student: Session;

beforeAll(async () => {
  jupyter = await sharedJupyter();
  t = await createTestApp({}, { notebook: jupyter });
  student = await t.login('student');
}, 60_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

/** A finance chart as a course draws it: a DataFrame with Chinese everywhere and negative values. */
const CHART = `
import pandas as pd
import matplotlib.pyplot as plt
df = pd.DataFrame({'策略收益': [0.8, -1.6, 2.4, -0.5], '基准收益': [0.3, -0.9, 1.2, 0.1]}, index=['一月', '二月', '三月', '四月'])
ax = df.plot(title='累计收益（沪深300对比）')
ax.set_xlabel('月份')
ax.set_ylabel('收益率（%）')
ax.set_xticks(range(len(df.index)))
ax.set_xticklabels(df.index)
ax.legend(title='图例')
`;

/** What matplotlib uses for the labels, printed as JSON by the cell: the font file, its family, the rc. */
const FONT_REPORT = `
import json, os, matplotlib
from matplotlib import font_manager
_path = font_manager.findfont(font_manager.FontProperties(family=matplotlib.rcParams['font.family']), fallback_to_default=False)
_font = font_manager.get_font(_path)
print(json.dumps({'path': _path, 'family': _font.family_name, 'first': matplotlib.rcParams['font.sans-serif'][0],
                  'unicode_minus': matplotlib.rcParams['axes.unicode_minus'],
                  'has_glyphs': all(_font.get_char_index(ord(c)) for c in '累计收益沪深对比月份率图例策略基准'),
                  'config': matplotlib.get_configdir(), 'cache': matplotlib.get_cachedir(),
                  'home': [n for n in os.listdir(os.path.expanduser('~')) if n in ('.cache', '.config', '.matplotlib')]}))
`;

function stderrOf(outputs: KernelMessage[]): string {
  return outputs.filter((m) => m.header.msg_type === 'stream' && m.content.name === 'stderr').map((m) => String(m.content.text)).join('');
}

describe('Chinese charts', () => {
  it('a student’s kernel draws a chart with Chinese labels in Noto Sans CJK SC, with no missing glyph', async () => {
    const res = await t.request(`/notebook/api/sessions?user_id=${student.user.id}`, {
      method: 'POST',
      as: student,
      headers: { 'content-type': 'application/json', 'x-user-id': String(student.user.id) },
      body: JSON.stringify({ path: 'charts/cjk.ipynb', type: 'notebook', name: 'cjk.ipynb', kernel: { name: 'python3' } }),
    });
    expect(res.status).toBe(201);
    const session = (await res.json()) as { kernel: { id: string } };
    const kernel = await TestKernel.open(TestKernel.url(t.baseUrl, session.kernel.id, student.user.id, student.token));
    try {
      const chart = await kernel.execute(CHART, 60_000);
      expect(chart.outputs.filter((m) => m.header.msg_type === 'error')).toEqual([]);
      // The inline backend draws the figure at the end of the cell: that is when a missing glyph would be reported.
      const stderr = stderrOf(chart.outputs);
      expect(stderr).not.toMatch(/Glyph \d+.*missing/);
      expect(stderr).not.toMatch(/findfont|font cache/i);
      const images = chart.outputs.filter((m) => m.header.msg_type === 'display_data' && (m.content.data as Record<string, string>)['image/png']);
      expect(images).toHaveLength(1);
      const png = Buffer.from((images[0]!.content.data as Record<string, string>)['image/png']!, 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.length).toBeGreaterThan(10_000);

      const report = await kernel.execute(FONT_REPORT, 30_000);
      expect(stderrOf(report.outputs)).toBe('');
      const font = JSON.parse(report.outputs.filter((m) => m.header.msg_type === 'stream').map((m) => String(m.content.text)).join('')) as Record<string, unknown>;
      expect(font).toEqual({
        path: '/opt/finedu/fonts/NotoSansCJKsc-Regular.otf',
        family: 'Noto Sans CJK SC',
        first: 'Noto Sans CJK SC',
        unicode_minus: false,
        has_glyphs: true,
        // The rc file and the font cache are the ones built at start-up, in the kernel's private /tmp: matplotlib
        // wrote nothing into the home (no .cache, .config or .matplotlib there).
        config: '/tmp/matplotlib',
        cache: '/tmp/matplotlib',
        home: [],
      });
    } finally {
      kernel.close();
    }
  }, 120_000);

  it('an evaluation’s kernel and the grader render Chinese charts to PNG the same way', async () => {
    // The student's code renders the figure to PNG bytes in the evaluation's fresh kernel, noting every warning;
    // the hidden tests read those notes, and one renders a chart of its own in the grader process.
    const studentCell = `${CHART}
import io, warnings
from matplotlib import font_manager
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    buffer = io.BytesIO()
    ax.figure.savefig(buffer, format='png')
png_size = len(buffer.getvalue())
warned = [str(w.message) for w in caught]
font_file = font_manager.findfont(font_manager.FontProperties(family=['sans-serif']), fallback_to_default=False)
`;
    const graderChart = `
import io, warnings
import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt
from matplotlib import font_manager
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    fig, ax = plt.subplots()
    ax.plot([1, 2, 3], [-1.5, 0.5, -2.0], label='期望收益')
    ax.set_title('评分图：期望与实际')
    ax.set_xlabel('交易日')
    ax.legend()
    out = io.BytesIO()
    fig.savefig(out, format='png')
assert [str(w.message) for w in caught] == [], [str(w.message) for w in caught]
assert out.getvalue()[1:4] == b'PNG'
assert font_manager.findfont(font_manager.FontProperties(family=['sans-serif']), fallback_to_default=False).endswith('NotoSansCJKsc-Regular.otf')
assert matplotlib.rcParams['axes.unicode_minus'] is False
`;
    const result = await gradeSubmission(
      jupyter,
      {
        userId: student.user.id,
        folder: `cjk-${randomUUID().slice(0, 8)}`,
        prefix: '.evaluation',
        cells: [{ id: 'chart', source: studentCell }],
        cellTimeoutMs: 60_000,
        tests: [
          { name: 'no missing glyph', code: 'assert warned == [], warned' },
          { name: 'a PNG was drawn', code: 'assert png_size > 10000, png_size' },
          { name: 'Noto Sans CJK SC', code: "assert font_file == '/opt/finedu/fonts/NotoSansCJKsc-Regular.otf', font_file" },
          { name: 'the grader draws Chinese too', code: graderChart },
        ],
        testTimeoutMs: 60_000,
        context: null,
      },
      t.app.log,
    );
    expect(result.cellErrors).toEqual([]);
    expect(result.verdicts).toEqual([
      { passed: true, message: 'ok' },
      { passed: true, message: 'ok' },
      { passed: true, message: 'ok' },
      { passed: true, message: 'ok' },
    ]);
  }, 180_000);
});
