import { forwardRef, useMemo, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { ProgressBar } from '../ProgressBar';
import { CourseCardBody, CourseCardCover, CourseCardFrame, CourseCardMeta, CourseCardRoot, CourseCardStatus, CourseCardTitle } from './CourseCard.styles';
import { DEFAULT_COURSE_CARD_LABELS, type CourseCardLabels } from './CourseCardLabels';

export type CourseCardStatusValue = 'draft' | 'published';

export interface CourseCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Course title; it is the card's link. */
  title: string;
  /** Where the card leads (the study page for students, the detail page for staff). */
  href: string;
  /** Client-side navigation: called on a plain left click instead of following `href`. */
  onNavigate?: (href: string) => void;
  /** Cover image URL; a placeholder is drawn without one. */
  cover?: string | null;
  /** Teachers' names. */
  teachers?: readonly string[];
  /** Percent read (0–100); no bar when undefined (staff views). */
  progress?: number;
  /** Draft or published; no badge when undefined (students only see published courses). */
  status?: CourseCardStatusValue;
  /** A line under the teachers, e.g. the number of chapters or classes. */
  meta?: ReactNode;
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<CourseCardLabels>;
}

/** A course in a grid: cover, title (the link), teachers, progress and status. */
export const CourseCard = forwardRef<HTMLElement, CourseCardProps>(function CourseCard(
  { title, href, onNavigate, cover, teachers = [], progress, status, meta, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...DEFAULT_COURSE_CARD_LABELS, ...labelOverrides }), [labelOverrides]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab clicks; plain clicks stay in the single-page app.
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <CourseCardRoot ref={ref} data-status={status} {...rest}>
      <CourseCardFrame>
        <CourseCardCover>
          {cover ? <img src={cover} alt="" loading="lazy" decoding="async" /> : <span aria-hidden="true">{labels.noCover}</span>}
          {status && <CourseCardStatus data-status={status}>{labels[status]}</CourseCardStatus>}
        </CourseCardCover>
        <CourseCardBody>
          <CourseCardTitle>
            <a href={href} onClick={onClick}>
              {title}
            </a>
          </CourseCardTitle>
          <CourseCardMeta>{teachers.length > 0 ? `${labels.teachers}${teachers.join('、')}` : labels.noTeachers}</CourseCardMeta>
          {meta !== undefined && <CourseCardMeta>{meta}</CourseCardMeta>}
          {progress !== undefined && <ProgressBar value={progress} label={`${title} ${labels.progress}`} />}
        </CourseCardBody>
      </CourseCardFrame>
    </CourseCardRoot>
  );
});
