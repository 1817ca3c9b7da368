import { render, screen, within } from '@testing-library/react';
import type { ImportRowError } from '@finedu/domain';
import { LocaleProvider } from '../../i18n/LocaleContext';
import { ImportReport } from './ImportReport';

const errors: ImportRowError[] = [
  { row: 3, column: '手机号 (Phone)', column_index: 5, message: '手机号格式不正确', message_zh: '手机号格式不正确', message_en: 'Phone is not a valid mobile number' },
  { row: 5, column: '用户名 (Username)', column_index: 1, message: '用户名已存在', message_zh: '用户名已存在', message_en: 'Username already exists' },
];

const renderIn = (locale: 'zh-CN' | 'en-US') =>
  render(
    <LocaleProvider initialLocale={locale}>
      <ImportReport errors={errors} />
    </LocaleProvider>,
  );

describe('ImportReport', () => {
  it('lists every bad row with row, column and reason', () => {
    renderIn('zh-CN');
    const table = screen.getByRole('table', { name: '错误明细' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['行', '列', '原因']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '手机号 (Phone)', '手机号格式不正确']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['5', '用户名 (Username)', '用户名已存在']);
  });

  it('gives the reasons in English for en-US', () => {
    renderIn('en-US');
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(screen.getByText('Phone is not a valid mobile number')).toBeInTheDocument();
  });
});

