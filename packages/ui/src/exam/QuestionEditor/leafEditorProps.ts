import type { LeafContent } from '@finedu/domain';
import type { QuestionEditorLabels } from './questionEditorLabels';
import type { QuestionEditorErrors } from './validateQuestion';

/** What every part of the editor that edits a leaf content receives. */
export interface LeafEditorProps<C extends LeafContent = LeafContent> {
  content: C;
  onChange: (content: LeafContent) => void;
  /** Error path of the content (`content`, or `content.children.<i>.content`). */
  path: string;
  errors: QuestionEditorErrors;
  labels: QuestionEditorLabels;
  readOnly: boolean;
  /** Prefix of generated ids. */
  idPrefix: string;
  codeEngine: 'monaco' | 'plain';
}
