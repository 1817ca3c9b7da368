// The left menu's icons (lucide, bundled and tree-shaken: only these are in the app's code), one per menu route.
import {
  Activity,
  Award,
  Blocks,
  BookMarked,
  BookOpen,
  Building2,
  ClipboardCheck,
  ClipboardList,
  ClipboardPen,
  Database,
  FileQuestion,
  FileText,
  FlaskConical,
  FolderOpen,
  GraduationCap,
  Layers,
  LibraryBig,
  Newspaper,
  School,
  Trophy,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** By route name. A menu route without an entry here fails menuIcons.test.ts. */
export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  Courses: BookOpen,
  CourseTeacher: LibraryBig,
  EduUser: Users,
  EduClass: School,
  EduQuestion: FileQuestion,
  EduPaper: FileText,
  ExamIndex: ClipboardCheck,
  ExamPaper: ClipboardList,
  EduScore: GraduationCap,
  EduMarking: ClipboardPen,
  EduGrade: Award,
  EduResource: FolderOpen,
  DataCenter: Database,
  EduBlockCases: Blocks,
  EduCompetitions: Trophy,
  EduCompetition: Trophy,
  Current: UserRound,
  Edu: Building2,
  AdminUser: Users,
  BlockCase: Blocks,
  AdminQuestion: FileQuestion,
  AdminPaper: FileText,
  Bigdata: Layers,
  AdminCourse: LibraryBig,
  AdminCompetition: Trophy,
  Edition: BookMarked,
  ResourceStore: FolderOpen,
  Articles: Newspaper,
  Operations: Activity,
  Test: FlaskConical,
};

/** The menu icon of a route (18 px, the text's colour), or undefined (the menu then shows the label's first character). */
export function menuIcon(routeName: string): ReactNode {
  const Icon = MENU_ICONS[routeName];
  return Icon ? <Icon size={18} strokeWidth={1.8} aria-hidden="true" focusable="false" /> : undefined;
}
