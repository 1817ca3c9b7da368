import type { CaseDataset, CaseDetail, CaseParameter, CaseStatus, CaseTest, DatasetColumn, RubricItem, TemplateCell } from '@finedu/domain';

/** What the case editor edits; sent whole on create and update (arrays replace the stored ones). */
export interface CaseDraft {
  title: string;
  type_id: number | null;
  cover: string;
  summary: string;
  theory: string;
  datasets: CaseDataset[];
  template: TemplateCell[];
  tests: CaseTest[];
  rubric: RubricItem[];
  difficulty: number;
  tags: string[];
  status: CaseStatus;
  /** Colleges that see the published case; `[]` = every college. */
  edu_ids: number[];
  /** Per-student data: declared parameters and the generator's Python source ('' = the same data for everyone). */
  parameters: CaseParameter[];
  generator: string;
  /** Reference answers of template cells kept by an nbgrader import (cell id → source), for the export back. */
  solutions: Record<string, string>;
}

export const emptyDraft = (): CaseDraft => ({
  title: '',
  type_id: null,
  cover: '',
  summary: '',
  theory: '',
  datasets: [],
  template: [],
  tests: [],
  rubric: [],
  difficulty: 1,
  tags: [],
  status: 'draft',
  edu_ids: [],
  parameters: [],
  generator: '',
  solutions: {},
});

export const draftOf = (detail: CaseDetail): CaseDraft => ({
  title: detail.title,
  type_id: detail.type_id,
  cover: detail.cover,
  summary: detail.summary,
  theory: detail.theory,
  datasets: detail.datasets,
  template: detail.template,
  tests: detail.tests,
  rubric: detail.rubric,
  difficulty: detail.difficulty,
  tags: detail.tags,
  status: detail.status,
  edu_ids: detail.edu_ids,
  parameters: detail.parameters,
  generator: detail.generator,
  solutions: detail.solutions,
});

/** A short id unique inside one case (cells, datasets, tests, rubric items). */
export const newItemId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The storage key of an uploaded file from the URL the Uploader returns (local storage serves
 * `/storage/<key>?signature…`; S3-style hosts `/<bucket>/<key>`).
 */
export function uploadKeyFromUrl(url: string): string {
  const path = new URL(url, 'http://local').pathname;
  const key = path.startsWith('/storage/') ? path.slice('/storage/'.length) : path.replace(/^\/[^/]+\//, '');
  return decodeURIComponent(key);
}

/** A dataset file name the notebook can read it by: plain characters, .csv or .xlsx kept. */
export function datasetFilename(name: string): string {
  const match = /\.(csv|xlsx)$/i.exec(name);
  const extension = match ? match[0].toLowerCase() : '.csv';
  const base = name.slice(0, name.length - (match ? match[0].length : 0)).replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^[^A-Za-z0-9_]+/, '');
  return `${base || 'data'}${extension}`;
}

/** `date:date, AAA:number` ⇄ columns. */
export const columnsToText = (columns: DatasetColumn[]): string => columns.map((column) => `${column.name}:${column.type}`).join(', ');
export const columnsFromText = (text: string): DatasetColumn[] =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', type = 'string'] = part.split(':').map((piece) => piece.trim());
      return { name, type: type === 'number' || type === 'date' ? type : 'string', description: '' };
    });
