// A consumer of the packed @finedu/ui and @finedu/domain (tests/consumer/run.mjs): its own providers, the
// root entry, the notebook subpath, and the domain's types. Each section marks itself rendered for the test.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { CompetitionBoard, PaperBuilder, Permission, PermissionProvider, QuestionEditor, ThemeProvider, ToastProvider, Uploader, tokens, type Locale } from '@finedu/ui';
import { NotebookCell, type NotebookRunCode } from '@finedu/ui/notebook';
import { checkPermission, type Board, type BoardHistory, type FileUploader, type PaperWrite, type UploadedFile } from '@finedu/domain';

const uploader: FileUploader = {
  upload: async (file: File): Promise<UploadedFile> => ({ url: `/files/${file.name}`, filename: file.name }) as UploadedFile,
};

const board: Board = {
  competition_id: 1,
  session_id: 1,
  session_title: 'Credit default (consumer test)',
  metric: 'auc',
  direction: 'max',
  state: 'live',
  frozen_at: null,
  generated_at: '2026-05-03T10:30:00Z',
  time_zone: 'Asia/Shanghai',
  version: 1,
  groups: [],
  group_id: null,
  rows: [
    { rank: 1, entry_id: 1, name: 'Team Alpha', members: ['Ada'], college: 'East College', group_id: null, score: 0.91, reached_at: '2026-05-02T10:00:00Z', submissions: 3, previous_rank: 2 },
    { rank: 2, entry_id: 2, name: 'Team Beta', members: ['Bo'], college: 'West College', group_id: null, score: 0.88, reached_at: '2026-05-02T11:00:00Z', submissions: 5, previous_rank: 1 },
  ],
  total: 2,
  page: 1,
  page_size: 20,
  me: null,
  organizer_view: false,
};

const history: BoardHistory = {
  session_id: 1,
  group_id: null,
  series: [
    { entry_id: 1, name: 'Team Alpha', points: [{ at: '2026-05-01T10:00:00Z', score: 0.85 }, { at: '2026-05-02T10:00:00Z', score: 0.91 }] },
    { entry_id: 2, name: 'Team Beta', points: [{ at: '2026-05-01T12:00:00Z', score: 0.8 }, { at: '2026-05-02T11:00:00Z', score: 0.88 }] },
  ],
};

const runCode: NotebookRunCode = async () => [{ output_type: 'stream', name: 'stdout', text: 'hello\n' }];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section data-testid={id} style={{ margin: 16 }}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function App({ locale }: { locale: Locale }) {
  const [paper, setPaper] = useState<PaperWrite>({ title: 'Midterm', description: '', duration_minutes: 60, sections: [{ title: 'Part 1', description: '', questions: [] }] });
  return (
    <ThemeProvider locale={locale}>
      {/* The consumer's own styled-components theme, next to ours: the components must not depend on it. */}
      <StyledThemeProvider theme={{ consumerBrand: tokens.color.primary }}>
        <ToastProvider>
          <PermissionProvider role="sys_admin">
            <Section id="permission" title="Permission">
              <Permission requirement="sys">
                <p data-testid="permission-allowed">{checkPermission('sys_admin', 'sys') ? 'allowed' : 'denied'}</p>
              </Permission>
              <Permission requirement={['edu_teacher']} fallback={<p data-testid="permission-fallback">fallback</p>}>
                <p>hidden</p>
              </Permission>
            </Section>
            <Section id="uploader" title="Uploader">
              <Uploader uploader={uploader} accept=".csv" />
            </Section>
            <Section id="question-editor" title="QuestionEditor">
              <QuestionEditor codeEngine="plain" />
            </Section>
            <Section id="paper-builder" title="PaperBuilder">
              <PaperBuilder value={paper} onChange={setPaper} questions={{}} />
            </Section>
            <Section id="notebook-cell" title="NotebookCell">
              <NotebookCell defaultSource={'print("hello")'} onRun={runCode} />
            </Section>
            <Section id="competition-board" title="CompetitionBoard">
              <CompetitionBoard board={board} history={history} />
            </Section>
          </PermissionProvider>
        </ToastProvider>
      </StyledThemeProvider>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App locale="zh-CN" />
  </StrictMode>,
);
