import { useState } from 'react';
import styled from 'styled-components';
import { FIGURE_UNITS, OPERATIONS_FIGURES, thresholdProblem, type FigureUnit, type OperationsFigure, type Threshold, type Thresholds } from '@finedu/domain';
import { TextInput, useToast } from '@finedu/ui';
import { FormModal } from '../../components/FormModal';
import { useFormSave } from '../../forms/useFormSave';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';

/** Thresholds are typed in the unit the tiles show: GiB for bytes, ms for seconds, the rest as they are. */
const INPUT_UNIT: Record<FigureUnit, { label: string; factor: number }> = {
  bytes: { label: 'GiB', factor: 1024 ** 3 },
  seconds: { label: 'ms', factor: 0.001 },
  percent: { label: '%', factor: 1 },
  per_minute: { label: '/min', factor: 1 },
  count: { label: '', factor: 1 },
};

const shown = (value: number, unit: FigureUnit) => String(Math.round((value / INPUT_UNIT[unit].factor) * 1000) / 1000);

export interface ThresholdsModalProps {
  thresholds: Thresholds;
  names: Partial<Record<OperationsFigure, string>>;
  onClose: () => void;
  onSaved: (thresholds: Thresholds) => void;
}

/** The amber and red level of each figure that has one, in the tiles' units; red must be beyond amber. */
export function ThresholdsModal({ thresholds, names, onClose, onSaved }: ThresholdsModalProps) {
  const t = useT();
  const toast = useToast();
  const { operations } = useServices();
  const save = useFormSave();
  const figures = OPERATIONS_FIGURES.filter((f) => thresholds[f] !== undefined);
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(figures.map((f) => [f, { warn: shown(thresholds[f]!.warn, FIGURE_UNITS[f]), bad: shown(thresholds[f]!.bad, FIGURE_UNITS[f]) }])) as Record<string, { warn: string; bad: string }>,
  );
  const [problem, setProblem] = useState('');

  const submit = () => {
    const next: Thresholds = {};
    for (const figure of figures) {
      const factor = INPUT_UNIT[FIGURE_UNITS[figure]].factor;
      const threshold: Threshold = { warn: Number(draft[figure]!.warn) * factor, bad: Number(draft[figure]!.bad) * factor, direction: thresholds[figure]!.direction };
      if (draft[figure]!.warn.trim() === '' || draft[figure]!.bad.trim() === '' || thresholdProblem(threshold) !== null) {
        setProblem(t('operations.thresholds.invalid', { figure: names[figure] ?? figure }));
        return;
      }
      next[figure] = threshold;
    }
    setProblem('');
    return save.send(async () => {
      const saved = await operations.setThresholds(next, { silent: true });
      toast.show({ kind: 'success', message: t('operations.thresholds.saved') });
      onSaved(saved);
    });
  };

  return (
    <FormModal formId="operations-thresholds" title={t('operations.thresholds.title')} size="large" onClose={onClose} onSubmit={save.handleSubmit(submit)} saving={save.saving} failure={problem || save.failure || undefined}>
      <Hint>{t('operations.thresholds.hint')}</Hint>
      <Grid role="table" aria-label={t('operations.thresholds.title')}>
        <div role="row">
          <span role="columnheader">{t('operations.thresholds.figure')}</span>
          <span role="columnheader">{t('operations.thresholds.warn')}</span>
          <span role="columnheader">{t('operations.thresholds.bad')}</span>
        </div>
        {figures.map((figure) => {
          const unit = INPUT_UNIT[FIGURE_UNITS[figure]].label;
          const name = names[figure] ?? figure;
          const direction = thresholds[figure]!.direction === 'below' ? t('operations.thresholds.below') : t('operations.thresholds.above');
          return (
            <div role="row" key={figure}>
              <span role="rowheader">
                {name}
                <Small>
                  {direction}
                  {unit && ` · ${unit}`}
                </Small>
              </span>
              {(['warn', 'bad'] as const).map((level) => (
                <span role="cell" key={level}>
                  <TextInput
                    type="number"
                    step="any"
                    inputMode="decimal"
                    aria-label={`${name} ${t(`operations.thresholds.${level}`)}`}
                    value={draft[figure]![level]}
                    onChange={(event) => setDraft((d) => ({ ...d, [figure]: { ...d[figure]!, [level]: event.target.value } }))}
                  />
                </span>
              ))}
            </div>
          );
        })}
      </Grid>
    </FormModal>
  );
}

const Hint = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
`;

const Grid = styled.div`
  display: grid;
  gap: var(--ui-space-2);
  & > [role='row'] {
    display: grid;
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: var(--ui-space-3);
    align-items: center;
  }
  [role='columnheader'] {
    font-size: var(--ui-font-size-sm);
    color: var(--ui-color-text-secondary);
  }
`;

const Small = styled.small`
  display: block;
  color: var(--ui-color-text-secondary);
`;
