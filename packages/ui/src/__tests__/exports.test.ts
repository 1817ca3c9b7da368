import * as ui from '../index';
import { EXAM_EXPORTS } from './exports.exam';
import { COURSE_EXPORTS } from './exports.course';
import { COMPETITION_EXPORTS } from './exports.competition';
import { OPERATIONS_EXPORTS } from './exports.operations';
import { DEVICE_CHECK_EXPORTS } from './exports.deviceCheck';
import { BLOCKCHAIN_EXPORTS } from './exports.blockchain';

// The runtime surface of @finedu/ui. A change here is a change to every consumer: update this list
// on purpose, never by accident.
const EXPECTED = [
  'AnsiText',
  'CodeEditor',
  'Notebook',
  'NotebookCell',
  'NotebookCellOutputs',
  'NotebookConnection',
  'NotebookMarkdownCell',
  'defaultNotebookCellLabels',
  'defaultNotebookLabels',
  'parseAnsi',
  'renderMarkdown',
  'renderHtmlFormulas',
  'MathExcerpt',
  'mathExcerptParts',
  'mathExcerptText',
  'runCellCode',
  'sanitizeHtml',
  'sanitizeRichText',
  'sanitizeSvg',
  'stripAnsi',
  'AppLayout',
  'Breadcrumbs',
  'Button',
  'Card',
  'Chart',
  'Checkbox',
  'ConfirmDialog',
  'DEFAULT_FORM_MODAL_LABELS',
  'DEFAULT_KEYWORD_SEARCH_LABELS',
  'DEFAULT_LIST_TABLE_LABELS',
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
  'Tabs',
  'TextInput',
  'Textarea',
  'ThemeProvider',
  'ToastProvider',
  'Uploader',
  'UserMenu',
  'chartOption',
  'createTheme',
  'chartPalette',
  'derivePrimaryShades',
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

describe('@finedu/ui exports', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(ui).sort()).toEqual([...EXPECTED, ...EXAM_EXPORTS, ...COURSE_EXPORTS, ...COMPETITION_EXPORTS, ...OPERATIONS_EXPORTS, ...DEVICE_CHECK_EXPORTS, ...BLOCKCHAIN_EXPORTS].sort());
  });
});
