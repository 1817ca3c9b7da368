import * as ui from '../index';
import { EXAM_EXPORTS } from './exports.exam';
import { COURSE_EXPORTS } from './exports.course';

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
  'runCellCode',
  'sanitizeHtml',
  'sanitizeSvg',
  'stripAnsi',
  'AppLayout',
  'Breadcrumbs',
  'Button',
  'Card',
  'Checkbox',
  'ConfirmDialog',
  'DataTable',
  'EmptyState',
  'FormField',
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
  'Tabs',
  'TextInput',
  'Textarea',
  'ThemeProvider',
  'ToastProvider',
  'Uploader',
  'UserMenu',
  'formatFileSize',
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
    expect(Object.keys(ui).sort()).toEqual([...EXPECTED, ...EXAM_EXPORTS, ...COURSE_EXPORTS].sort());
  });
});
