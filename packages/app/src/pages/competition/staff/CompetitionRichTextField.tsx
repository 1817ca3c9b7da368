import { useMemo } from 'react';
import styled from 'styled-components';
import { FormField, Textarea } from '@finedu/ui';
import { renderHtmlFormulas, sanitizeRichText, useKatexVersion } from '@finedu/ui/notebook';
import { useT } from '../../../i18n/useT';
import { RichText } from '../shared/competitionParts';

/** The rendered text, as the article editor's preview shows it: a bordered, scrolling box. */
const Rendered = styled(RichText)`
  max-height: 360px;
  overflow-y: auto;
  margin-top: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
`;

export interface CompetitionRichTextFieldProps {
  name: 'description_html' | 'rules_html';
  label: string;
  value: string;
  error?: string | undefined;
  help?: string | undefined;
  /** Read only: the reader sees the text rendered, never its HTML. */
  readOnly: boolean;
  onChange: (value: string) => void;
}

/**
 * 介绍 and 规则 of a competition, edited as the articles are: the HTML source with a live, sanitized preview beside
 * it (the same allow-list and formulas as the article view and the public page). A reader who may not edit sees only
 * the rendered text.
 */
export function CompetitionRichTextField({ name, label, value, error, help, readOnly, onChange }: CompetitionRichTextFieldProps) {
  const t = useT();
  const katexVersion = useKatexVersion();
  const html = useMemo(() => renderHtmlFormulas(sanitizeRichText(value)), [value, katexVersion]);
  const preview = t('competition.form.preview', { field: label });
  if (readOnly) {
    return (
      <FormField label={label} labelSuffix={t('common.fieldSuffix')}>
        {html === '' ? <span>—</span> : <Rendered role="region" aria-label={label} data-part={name} dangerouslySetInnerHTML={{ __html: html }} />}
      </FormField>
    );
  }
  return (
    <FormField label={label} labelSuffix={t('common.fieldSuffix')} error={error} help={help}>
      <Textarea name={name} rows={6} value={value} onChange={(event) => onChange(event.target.value)} />
      {html !== '' && <Rendered role="region" aria-label={preview} data-part={`${name}-preview`} dangerouslySetInnerHTML={{ __html: html }} />}
    </FormField>
  );
}
