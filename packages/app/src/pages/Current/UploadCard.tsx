import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { UploadClient, type UploadedFile } from '@finedu/domain';
import { Card, Uploader } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { useUploaderLabels } from '../../i18n/useUploaderLabels';

const Files = styled.ul`
  margin: var(--ui-space-4) 0 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: var(--ui-space-1);
  }
  a {
    color: var(--ui-color-primary);
    word-break: break-all;
  }
`;

/** Upload a file straight to object storage (ui Uploader + domain UploadClient) and show its link. */
export function UploadCard() {
  const t = useT();
  const { http } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const labels = useUploaderLabels();
  return (
    <Card title={t('current.upload')}>
      <Uploader uploader={uploader} multiple labels={labels} hint={t('current.uploadHint')} onUploaded={(file) => setFiles((current) => [...current, file])} />
      {files.length > 0 && (
        <Files aria-label={t('current.uploadedList')}>
          {files.map((file) => (
            <li key={file.url}>
              {t('current.uploadedFile')}
              <a href={file.url} target="_blank" rel="noreferrer" download={file.filename}>
                {file.filename}
              </a>
            </li>
          ))}
        </Files>
      )}
    </Card>
  );
}
