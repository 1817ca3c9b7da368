import { useMemo } from 'react';
import styled from 'styled-components';
import { UploadClient } from '@finedu/domain';
import { Button, Uploader } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';
import { useServices } from '../../../services/ServicesContext';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  img { width: 160px; height: 90px; object-fit: cover; border-radius: var(--ui-radius-md); border: 1px solid var(--ui-color-border); }
`;

/** A cover image: uploaded straight to storage (Uploader), shown, removable. */
export function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const t = useT();
  const { http } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const labels = useUploaderLabels();
  return value !== '' ? (
    <Row>
      <img src={value} alt={t('course.field.cover')} />
      <Button size="small" onClick={() => onChange('')}>
        {t('course.removeCover')}
      </Button>
    </Row>
  ) : (
    <Uploader uploader={uploader} accept="image/*" labels={labels} hint={t('course.coverHint')} onUploaded={(file) => onChange(file.url)} />
  );
}
