import { useMemo } from 'react';
import styled from 'styled-components';
import { UploadClient } from '@finedu/domain';
import { Button, Uploader } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';
import { useServices } from '../../../services/ServicesContext';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  min-width: 0;
  span {
    overflow-wrap: anywhere;
  }
`;

/** A file uploaded straight to storage (Uploader); the value is the Uploader's answer (its storage reference). */
export function StorageFileField({ value, onChange, accept, hint }: { value: string; onChange: (reference: string) => void; accept?: string; hint?: string }) {
  const t = useT();
  const { http } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const labels = useUploaderLabels();
  return value !== '' ? (
    <Row>
      <span>{value.split('/').pop()}</span>
      <Button size="small" onClick={() => onChange('')}>
        {t('competition.file.replace')}
      </Button>
    </Row>
  ) : (
    <Uploader uploader={uploader} accept={accept} labels={labels} hint={hint} onUploaded={(file) => onChange(file.url)} />
  );
}
