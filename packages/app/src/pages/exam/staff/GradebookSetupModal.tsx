import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FIVE_LEVEL_SCALE, LETTER_SCALE, type CourseGradebook, type LetterStep } from '@finedu/domain';
import { Button, Checkbox, FormAlert, Modal, Select, TextInput } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { deadlinePassed, gradebookSetupRequest, setupDraftOf, type SetupDraft } from './gradebookSetup';
import { DateTimeInput } from './staffParts';

const Section = styled.fieldset`
  border: 0;
  margin: 0 0 var(--ui-space-4);
  padding: 0;
  min-width: 0;
  legend {
    font-weight: var(--ui-font-weight-medium);
    margin-bottom: var(--ui-space-2);
  }
`;

/** A box that scrolls sideways on a phone instead of widening the dialog. */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table {
    border-collapse: collapse;
    min-width: 560px;
  }
  th,
  td {
    padding: var(--ui-space-1) var(--ui-space-2);
    text-align: left;
    vertical-align: middle;
  }
  input[inputmode='decimal'] {
    width: 88px;
  }
`;

const Hint = styled.span`
  display: block;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

const SCALES: Record<string, readonly LetterStep[]> = { five: FIVE_LEVEL_SCALE, letters: LETTER_SCALE };

/** Categories with weights, each item's category, weight, exclusion and counts-as-zero, and the letter scale. */
export function GradebookSetupModal({ book, onClose, onSaved }: { book: CourseGradebook; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { gradebook } = useServices();
  const [draft, setDraft] = useState<SetupDraft>(() => setupDraftOf(book));
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const request = gradebookSetupRequest(draft);
    if (!request.ok) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSaving(true);
    try {
      await gradebook.saveSetup(book.course.id, request.body, { silent: true });
      onSaved();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
      setSaving(false);
    }
  };

  const categoryNames = draft.categories.map((c) => c.name.trim()).filter((n) => n !== '');
  const setCategory = (index: number, patch: Partial<SetupDraft['categories'][number]>) => setDraft({ ...draft, categories: draft.categories.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const setItem = (index: number, patch: Partial<SetupDraft['items'][number]>) => setDraft({ ...draft, items: draft.items.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const setLetter = (index: number, patch: Partial<SetupDraft['letters'][number]>) => setDraft({ ...draft, letters: draft.letters.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const formId = 'gradebook-setup-form';

  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('gradebook.setup.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Section>
          <legend>{t('gradebook.setup.categories')}</legend>
          <Scroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('gradebook.setup.categoryName')}</th>
                  <th scope="col">{t('gradebook.setup.categoryWeight')}</th>
                  <th scope="col">{t('gradebook.setup.aggregation')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {draft.categories.map((c, index) => (
                  <tr key={c.rowKey}>
                    <td>
                      <TextInput size="small" aria-label={`${t('gradebook.setup.categoryName')} ${index + 1}`} maxLength={32} value={c.name} onChange={(event) => setCategory(index, { name: event.target.value })} />
                    </td>
                    <td>
                      <TextInput size="small" inputMode="decimal" aria-label={`${t('gradebook.setup.categoryWeight')} ${c.name}`} value={c.weight} onChange={(event) => setCategory(index, { weight: event.target.value })} />
                    </td>
                    <td>
                      <Select
                        size="small"
                        aria-label={`${t('gradebook.setup.aggregation')} ${c.name}`}
                        value={c.aggregation}
                        onChange={(event) => setCategory(index, { aggregation: event.target.value === 'natural' ? 'natural' : 'weighted' })}
                        options={[
                          { value: 'weighted', label: t('gradebook.setup.weighted') },
                          { value: 'natural', label: t('gradebook.setup.natural') },
                        ]}
                      />
                    </td>
                    <td>
                      <Button size="small" variant="link" onClick={() => setDraft({ ...draft, categories: draft.categories.filter((_, i) => i !== index) })}>
                        {t('gradebook.setup.removeCategory', { name: c.name })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
          <Button size="small" onClick={() => setDraft({ ...draft, categories: [...draft.categories, { rowKey: `new-${Date.now()}`, name: '', weight: '0', aggregation: 'weighted' }] })}>
            {t('gradebook.setup.addCategory')}
          </Button>
        </Section>
        <Section>
          <legend>{t('gradebook.setup.items')}</legend>
          <Scroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('gradebook.setup.item')}</th>
                  <th scope="col">{t('gradebook.setup.itemCategory')}</th>
                  <th scope="col">{t('gradebook.setup.itemWeight')}</th>
                  <th scope="col">{t('gradebook.setup.excluded')}</th>
                  <th scope="col">{t('gradebook.setup.deadline')}</th>
                  <th scope="col">{t('gradebook.setup.zero')}</th>
                </tr>
              </thead>
              <tbody>
                {draft.items.map((item, index) => (
                  <tr key={item.key}>
                    <td>
                      {item.title}
                      <Hint>
                        {t(`gradebook.kind.${item.kind}`)} · {item.max}
                      </Hint>
                    </td>
                    <td>
                      <Select
                        size="small"
                        aria-label={`${t('gradebook.setup.itemCategory')} ${item.title}`}
                        value={categoryNames.includes(item.category) ? item.category : ''}
                        onChange={(event) => setItem(index, { category: event.target.value })}
                        options={[{ value: '', label: t('gradebook.setup.noCategory') }, ...categoryNames.map((n) => ({ value: n, label: n }))]}
                      />
                    </td>
                    <td>
                      <TextInput size="small" inputMode="decimal" aria-label={`${t('gradebook.setup.itemWeight')} ${item.title}`} value={item.weight} onChange={(event) => setItem(index, { weight: event.target.value })} />
                    </td>
                    <td>
                      <Checkbox aria-label={`${t('gradebook.setup.excluded')} ${item.title}`} checked={item.excluded} onChange={(event) => setItem(index, { excluded: event.target.checked })} />
                    </td>
                    <td>
                      {item.kind === 'exam' ? (
                        item.deadline.replace('T', ' ')
                      ) : (
                        <DateTimeInput size="small" aria-label={`${t('gradebook.setup.deadline')} ${item.title}`} value={item.deadline} onChange={(event) => setItem(index, { deadline: event.target.value, zero: false })} />
                      )}
                    </td>
                    <td>
                      <Checkbox
                        aria-label={`${t('gradebook.setup.zero')} ${item.title}`}
                        checked={item.zero}
                        disabled={!deadlinePassed(item, new Date())}
                        onChange={(event) => setItem(index, { zero: event.target.checked })}
                      />
                      {!deadlinePassed(item, new Date()) && <Hint>{t('gradebook.setup.zeroHint')}</Hint>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </Section>
        <Section>
          <legend>{t('gradebook.setup.letters')}</legend>
          <Select
            size="small"
            aria-label={t('gradebook.setup.scale')}
            value=""
            placeholder={t('gradebook.setup.scale')}
            onChange={(event) => {
              const scale = SCALES[event.target.value];
              if (scale) setDraft({ ...draft, letters: scale.map((s) => ({ letter: s.letter, min: String(s.min) })) });
            }}
            options={[
              { value: 'five', label: t('gradebook.setup.scaleFive') },
              { value: 'letters', label: t('gradebook.setup.scaleLetters') },
            ]}
          />
          <Scroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('gradebook.setup.letter')}</th>
                  <th scope="col">{t('gradebook.setup.min')}</th>
                </tr>
              </thead>
              <tbody>
                {draft.letters.map((step, index) => (
                  <tr key={index}>
                    <td>
                      <TextInput size="small" aria-label={`${t('gradebook.setup.letter')} ${index + 1}`} maxLength={16} value={step.letter} onChange={(event) => setLetter(index, { letter: event.target.value })} />
                    </td>
                    <td>
                      <TextInput size="small" inputMode="decimal" aria-label={`${t('gradebook.setup.min')} ${step.letter}`} value={step.min} onChange={(event) => setLetter(index, { min: event.target.value })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        </Section>
        {invalid && <FormAlert>{t('gradebook.setup.invalid')}</FormAlert>}
        <FormAlert>{failure}</FormAlert>
      </form>
    </Modal>
  );
}
