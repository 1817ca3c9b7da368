// The icons of page-header and toolbar buttons (lucide, bundled and tree-shaken), one per kind of action, so every page
// shows the same icon for the same action. Pass them through Button's `icon` prop: `icon={actionIcon('create')}`.
// Row actions in tables stay text links. Empty states of lists pick theirs from EMPTY_ICONS.
import {
  ArrowLeft,
  BookOpen,
  Download,
  Eye,
  MonitorCheck,
  Pencil,
  Plus,
  RotateCw,
  Search,
  Settings2,
  Tags,
  Upload,
  Users,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

export type ActionKind =
  | 'create'
  | 'import'
  | 'upload'
  | 'export'
  | 'download'
  | 'search'
  | 'refresh'
  | 'edit'
  | 'settings'
  | 'categories'
  | 'generate'
  | 'preview'
  | 'deviceCheck'
  | 'back';

export const ACTION_ICONS: Readonly<Record<ActionKind, LucideIcon>> = {
  create: Plus,
  import: Upload,
  upload: Upload,
  export: Download,
  download: Download,
  search: Search,
  refresh: RotateCw,
  edit: Pencil,
  settings: Settings2,
  categories: Tags,
  generate: WandSparkles,
  preview: Eye,
  deviceCheck: MonitorCheck,
  back: ArrowLeft,
};

/** The icon of a button's action (1em: the button sizes it; decorative, the label says what it does). */
export function actionIcon(kind: ActionKind): ReactNode {
  const Icon = ACTION_ICONS[kind];
  return <Icon size="1em" aria-hidden="true" focusable="false" />;
}

export type EmptyKind = 'courses' | 'teams' | 'deviceReports';

/** Pictograms of list pages' empty states, by what the list holds (the ui's empty box elsewhere). */
export const EMPTY_ICONS: Readonly<Record<EmptyKind, LucideIcon>> = {
  courses: BookOpen,
  teams: Users,
  deviceReports: MonitorCheck,
};

/** The empty state's pictogram of a kind of list (sized by EmptyState, a thin stroke as the ui's own box). */
export function emptyIcon(kind: EmptyKind): ReactNode {
  const Icon = EMPTY_ICONS[kind];
  return <Icon size="1em" strokeWidth={1.25} aria-hidden="true" focusable="false" />;
}
