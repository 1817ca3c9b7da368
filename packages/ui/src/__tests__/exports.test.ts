import * as ui from '../index';
import * as notebook from '../notebook';
import * as chart from '../chart';
import { EXAM_EXPORTS } from './exports.exam';
import { COURSE_EXPORTS } from './exports.course';
import { COMPETITION_EXPORTS } from './exports.competition';
import { OPERATIONS_EXPORTS } from './exports.operations';
import { DEVICE_CHECK_EXPORTS } from './exports.deviceCheck';
import { BLOCKCHAIN_EXPORTS } from './exports.blockchain';
import { SIMILARITY_EXPORTS } from './exports.similarity';

// The runtime surface of @finedu/ui (the root entry). A change here is a change to every consumer: update this list
// on purpose, never by accident.
const EXPECTED = [
  'MathExcerpt',
  'mathExcerptParts',
  'mathExcerptText',
  'AppLayout',
  'Breadcrumbs',
  'Button',
  'Card',
  'Checkbox',
  'CheckboxPicker',
  'ConfirmDialog',
  'DEFAULT_CHECKBOX_PICKER_LABELS',
  'DEFAULT_FORM_MODAL_LABELS',
  'DEFAULT_KEYWORD_SEARCH_LABELS',
  'DEFAULT_LIST_TABLE_LABELS',
  'DEFAULT_TABLE_SAMPLE_LABELS',
  'DataTable',
  'DataTableAction',
  'DataTableActions',
  'EllipsisText',
  'EmptyState',
  'FilterBar',
  'FormAlert',
  'FormField',
  'FormModal',
  'KeywordSearch',
  'ListPage',
  'ListTable',
  'LOCALES',
  'LocaleSwitch',
  'Modal',
  'PageHeader',
  'PasswordInput',
  'Permission',
  'PermissionProvider',
  'Select',
  'Skeleton',
  'StateView',
  'StatusBadge',
  'TableSample',
  'Tabs',
  'TextInput',
  'Textarea',
  'ThemeProvider',
  'ToastProvider',
  'Uploader',
  'UserMenu',
  'createTheme',
  'derivePrimaryShades',
  'filterPickerOptions',
  'formatFileSize',
  'listTableState',
  'marketColors',
  'tokens',
  'useFormFieldControl',
  'usePermission',
  'usePermissionRole',
  'useThemeLocale',
  'useToast',
];

// @finedu/ui/notebook (Monaco, marked, DOMPurify) and @finedu/ui/chart (ECharts): the heavy parts,
// out of the root entry so that only the consumers that import them load them (issue 20).
const NOTEBOOK_EXPECTED = [
  'AnsiText',
  'CodeEditor',
  'CodeEditorLoadingProvider',
  'Notebook',
  'NotebookCell',
  'NotebookCellOutputs',
  'NotebookConnection',
  'NotebookMarkdownCell',
  'defaultNotebookCellLabels',
  'defaultNotebookLabels',
  'parseAnsi',
  'preloadCodeEditor',
  'renderMarkdown',
  'renderHtmlFormulas',
  'loadKatex',
  'useKatexVersion',
  'runCellCode',
  'sanitizeHtml',
  'sanitizeRichText',
  'sanitizeSvg',
  'stripAnsi',
];
const CHART_EXPECTED = [
  'Chart',
  'chartOption',
  'chartPalette',
];

describe('@finedu/ui exports', () => {
  it('@finedu/ui/notebook exports exactly the documented names', () => {
    expect(Object.keys(notebook).sort()).toEqual([...NOTEBOOK_EXPECTED].sort());
  });
  it('@finedu/ui/chart exports exactly the documented names', () => {
    expect(Object.keys(chart).sort()).toEqual([...CHART_EXPECTED].sort());
  });

  it('exports exactly the documented names', () => {
    expect(Object.keys(ui).sort()).toEqual([...EXPECTED, ...EXAM_EXPORTS, ...COURSE_EXPORTS, ...COMPETITION_EXPORTS, ...OPERATIONS_EXPORTS, ...DEVICE_CHECK_EXPORTS, ...BLOCKCHAIN_EXPORTS, ...SIMILARITY_EXPORTS].sort());
  });
});
