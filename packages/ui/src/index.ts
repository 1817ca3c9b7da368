// Public surface of @finedu/ui, listed by name (src/__tests__/exports.test.ts guards it). The notebook
// (Monaco) is @finedu/ui/notebook (src/notebook.ts), the ECharts wrapper @finedu/ui/chart (src/chart.ts).

// Theme and tokens
export { ThemeProvider, useThemeLocale, tokens, marketColors, LOCALES, createTheme, derivePrimaryShades } from './ThemeProvider';
export type { ThemeProviderProps, Locale, Tokens, Theme, ThemeOverrides, PartialTheme } from './ThemeProvider';

// Access
export { Permission, PermissionProvider, usePermission, usePermissionRole } from './Permission';
export type { PermissionProps, PermissionProviderProps } from './Permission';

// Layout and navigation
export { AppLayout } from './AppLayout';
export type { AppLayoutProps, AppLayoutMenuItem } from './AppLayout';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs';
export { LocaleSwitch } from './LocaleSwitch';
export type { LocaleSwitchProps } from './LocaleSwitch';
export { UserMenu } from './UserMenu';
export type { UserMenuProps, UserMenuItemDef } from './UserMenu';
export { Card } from './Card';
export type { CardProps, CardPadding } from './Card';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';

// Data display and feedback
export { DataTable, DataTableAction, DataTableActions } from './DataTable';
export { TableSample, DEFAULT_TABLE_SAMPLE_LABELS } from './TableSample';
export type { TableSampleProps, TableSampleLabels } from './TableSample';
export type { DataTableActionProps, DataTableActionItem, DataTableActionsProps } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableColumnKind, DataTableAlign, DataTablePhoneLayout, DataTablePaging, DataTableLabels } from './DataTable';
export { EllipsisText } from './EllipsisText';
export type { EllipsisTextProps } from './EllipsisText';
export { ListTable, listTableState, DEFAULT_LIST_TABLE_LABELS } from './ListTable';
export type { ListTableProps, ListTablePage, ListTablePaging, ListTableError, ListTableMessages, ListTableLabels } from './ListTable';
export { ListPage } from './ListPage';
export type { ListPageProps, ListPageVariant } from './ListPage';
export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeTone, StatusBadgeAppearance } from './StatusBadge';
export { StateView } from './StateView';
export type { StateViewProps, StateViewMessages, DataViewState } from './StateView';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateTone } from './EmptyState';
export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { ToastProvider, useToast } from './Toast';
export type { ToastProviderProps, ToastApi, ToastKind, ToastOptions } from './Toast';

// Overlays
export { Modal } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogVariant } from './ConfirmDialog';
export { FormModal, DEFAULT_FORM_MODAL_LABELS } from './FormModal';
export type { FormModalProps, FormModalLabels } from './FormModal';

// Forms and actions
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { FormField, useFormFieldControl } from './FormField';
export { FormAlert } from './FormAlert';
export type { FormAlertProps } from './FormAlert';
export { FilterBar } from './FilterBar';
export type { FilterBarProps } from './FilterBar';
export { KeywordSearch, DEFAULT_KEYWORD_SEARCH_LABELS } from './KeywordSearch';
export type { KeywordSearchProps, KeywordSearchLabels } from './KeywordSearch';
export type { FormFieldProps, FormFieldLayout } from './FormField';
export { TextInput } from './TextInput';
export type { TextInputProps, TextInputSize } from './TextInput';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxPicker, DEFAULT_CHECKBOX_PICKER_LABELS, filterPickerOptions } from './CheckboxPicker';
export type { CheckboxPickerProps, CheckboxPickerOption, CheckboxPickerLabels } from './CheckboxPicker';
export { Uploader, formatFileSize } from './Uploader';
export type { UploaderProps, UploaderLabels, UploaderFileState } from './Uploader';

// Math (KaTeX)
export { MathExcerpt, mathExcerptParts, mathExcerptText } from './MathExcerpt';
export type { MathExcerptProps, ExcerptPart } from './MathExcerpt';

// Exam engine (issue 4), courses (issue 5)
export * from './exam';
export * from './course';

// Competitions (issue 10)
export * from './competition';

// Operations monitor (issue 12)
export * from './operations';

// Device check (issue 12)
export * from './deviceCheck';

// Blockchain lab (issue 11)
export * from './blockchain';

// Similarity check (issue 16)
export * from './similarity';
