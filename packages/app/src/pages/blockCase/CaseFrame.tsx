import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type BlockCaseDetail } from '@finedu/domain';
import { Card, FormField, PageHeader, Select, StateView } from '@finedu/ui';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

const Picker = styled.div`
  width: min(420px, 100%);
`;

const Hint = styled.p`
  margin: 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  border-left: 3px solid var(--ui-color-warning);
  background: var(--ui-color-warning-subtle);
`;

/** The case the editor works on: `?case=<id>`, or null when none is chosen. */
export function useCaseParam(): [number | null, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('case'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return [id, (next) => setParams({ case: String(next) })];
}

/** The case picker shown when no `?case` is given: every case (drafts first is the server's order). */
function CasePicker({ onPick }: { onPick: (id: number) => void }) {
  const t = useT();
  const { blockCases } = useServices();
  const list = useQuery((signal) => blockCases.list({ page: 1, page_size: 100 }, { signal, silent: true }), []);
  const view = useViewState(list, { emptyTitle: t('blockCase.emptyTitle'), emptyDescription: t('blockCase.emptyDescription') }, (data) => data.list.length === 0);
  return (
    <Card>
      <StateView state={view.state} {...view.stateMessages}>
        <Picker>
          <FormField label={t('blockCase.pickCase')} help={t('blockCase.pickCaseHint')}>
            <Select
              value=""
              placeholder={t('blockCase.pickCase')}
              options={(list.data?.list ?? []).map((item) => ({ value: String(item.id), label: `${item.title}（${t(`blockCase.status.${item.status}` as MessageId)}）` }))}
              onChange={(event) => event.target.value && onPick(Number(event.target.value))}
            />
          </FormField>
        </Picker>
      </StateView>
    </Card>
  );
}

export interface CaseFrameProps {
  /** The page's title, e.g. 组织机构. */
  title: string;
  /** Page-level actions, given the loaded case. */
  extra?: (detail: BlockCaseDetail) => ReactNode;
  /** The editor, given the loaded case and a reload. */
  children: (detail: BlockCaseDetail, reload: () => void) => ReactNode;
}

/**
 * The frame of the three case editors (organizations, business, process): the case picker without `?case`, the
 * case's detail with its loading, error and denied states, and the read-only hint of a published case.
 */
export function CaseFrame({ title, extra, children }: CaseFrameProps) {
  const t = useT();
  const { blockCases } = useServices();
  const [caseId, setCase] = useCaseParam();
  const detail = useQuery((signal) => (caseId === null ? Promise.resolve(null) : blockCases.get(caseId, { signal, silent: true })), [caseId]);
  const view = useViewState(detail, {}, () => false);
  const data = detail.data ?? null;
  return (
    <Stack>
      <PageHeader
        title={title}
        description={
          <>
            {data ? `${t('blockCase.caseLabel', { title: data.title })} · ` : ''}
            <Link to={routePath('BlockCaseCase')}>{t('blockCase.backToList')}</Link>
          </>
        }
        extra={data && view.state === 'ready' ? extra?.(data) : undefined}
      />
      {caseId === null ? (
        <CasePicker onPick={setCase} />
      ) : (
        <StateView state={view.state} {...view.stateMessages}>
          {data && (
            <Stack>
              {data.status === 'published' && <Hint role="note">{t('blockCase.frozen')}</Hint>}
              {children(data, detail.reload)}
            </Stack>
          )}
        </StateView>
      )}
    </Stack>
  );
}
