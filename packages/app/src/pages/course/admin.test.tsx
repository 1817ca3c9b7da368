import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type CourseSummary, type Resource, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type FakeAnswer, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { courseDetail, paged } from './course.fixtures';

jest.setTimeout(30_000);

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

const platformCourse: CourseSummary = { ...courseDetail, id: 30, edu_id: null, title: 'Python 金融编程', status: 'published', teachers: [], classes: [], edu_ids: [1] };
const college = (id: number, title: string) => ({ id, title, area: '', number: '', specialty: '', level: '', edu_status: '', status: 1 as const, count: 100, address: '', remark: '', modules: [], user_count: 0, counts: { edu_admin: 0, edu_teacher: 0, edu_student: 0 }, class_count: 0, created_at: '', updated_at: '' });

const pdfResource: Resource = {
  id: 5,
  edu_id: 1,
  category_id: null,
  category_name: '',
  title: '年金讲义',
  description: '',
  type: 'document',
  kind: 'pdf',
  filename: '年金讲义.pdf',
  mime: 'application/pdf',
  size: 4096,
  key: 'uploads/media/7/a.pdf',
  granted: false,
  editable: true,
  edu_ids: [],
  created_by: 7,
  created_by_name: '王老师',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('AdminCourse', () => {
  it('grants a platform course to exactly the checked colleges', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      listCourses: () => paged([platformCourse]),
      'getCourseGrants(30)': () => ({ edu_ids: [1] }),
      'setCourseGrants(30)': (config) => JSON.parse(String(config.data)) as FakeAnswer<'setCourseGrants'>,
      listColleges: () => paged([college(1, '示范财经学院'), college(2, '第二财经学院')]),
    });
    renderApp(services, '/admin/course');
    // 授权院校 sits under the row's 更多 menu (chapters and edit stay in the row).
    await user.click(await screen.findByRole('button', { name: '更多操作：Python 金融编程' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('menuitem', { name: '授权院校' }));
    const dialog = await screen.findByRole('dialog', { name: '授权院校：Python 金融编程' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: '示范财经学院' })).toBeChecked());
    await user.click(within(dialog).getByRole('checkbox', { name: '第二财经学院' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ edu_ids: [1, 2] }));
    expect(await screen.findByText('授权已保存')).toBeInTheDocument();
  });
});

describe('EduResource', () => {
  it('lists resources by type and previews a PDF through a signed URL', async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    const { services } = setup('edu_student', {
      listResources: (config) => {
        queries.push(config.params);
        return paged([{ ...pdfResource, editable: false }]);
      },
      listResourceCategories: () => [],
      'resourceDownload(5)': () => ({ url: '/storage/uploads/media/7/a.pdf?signature=s', filename: '年金讲义.pdf', mime: 'application/pdf', kind: 'pdf', size: 4096, expires_at: '2026-11-22T01:00:00.000Z' }),
    });
    renderApp(services, '/edu/resource');
    const table = await screen.findByRole('table', { name: '教学资源' }, { timeout: 10_000 });
    expect(await within(table).findByText('年金讲义')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传资源' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'video');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ type: 'video', page: 1, page_size: 20 }));

    await user.click(within(table).getByRole('button', { name: '预览 年金讲义' }));
    const dialog = await screen.findByRole('dialog', { name: '年金讲义' });
    expect(await within(dialog).findByTitle('年金讲义')).toHaveAttribute('src', '/storage/uploads/media/7/a.pdf?signature=s');
  });

  it('previews a CSV resource as the table the dataset tab shows, and says why when the server cannot read it (issue 36, item 16)', async () => {
    const user = userEvent.setup();
    const csvResource = { ...pdfResource, id: 6, title: '指数日线', filename: '指数日线.csv', mime: 'text/csv', kind: 'table' as const, type: 'dataset' as const, editable: false };
    const tables: unknown[] = [];
    let readable = true;
    const { services } = setup('edu_student', {
      listResources: () => paged([csvResource]),
      listResourceCategories: () => [],
      'resourceDownload(6)': () => ({ url: '/storage/uploads/media/7/a.csv?signature=s', filename: '指数日线.csv', mime: 'text/csv', kind: 'table', size: 2048, expires_at: '2026-11-22T01:00:00.000Z' }),
      'resourceTable(6)': (config) => {
        tables.push(config.params);
        if (!readable) return envelope(null, 0, '无法读取该表格文件，请下载后查看');
        return { columns: ['日期', '收盘'], rows: [['2024-01-02', 3386.35], ['2024-01-03', null]], total_rows: 242 };
      },
    });
    renderApp(services, '/edu/resource');
    const list = await screen.findByRole('table', { name: '教学资源' }, { timeout: 10_000 });
    await user.click(await within(list).findByRole('button', { name: '预览 指数日线' }));
    const dialog = await screen.findByRole('dialog', { name: '指数日线' });
    const table = await within(dialog).findByRole('table', { name: '指数日线' });
    expect(within(table).getByText('3,386.35')).toBeInTheDocument();
    expect(within(dialog).getByText('显示 2 行，共 242 行')).toBeInTheDocument();
    expect(within(dialog).queryByText('此类文件暂不支持在线预览')).not.toBeInTheDocument();
    expect(tables).toEqual([{ rows: 50 }]);
    readable = false;
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await user.click(within(list).getByRole('button', { name: '预览 指数日线' }));
    expect(await within(await screen.findByRole('dialog', { name: '指数日线' })).findByRole('alert')).toHaveTextContent('无法读取该表格文件，请下载后查看');
  });

  it('refuses to save an upload without a file, in the user language', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      listResources: () => paged([]),
      listResourceCategories: () => [],
    });
    renderApp(services, '/edu/resource');
    expect(await screen.findByText('还没有教学资源', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '上传资源' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '上传资源' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请先上传文件。')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('Edition and Articles forms', () => {
  it('checks the ISBN check digit before saving a textbook', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      listTextbooks: () => paged([]),
      listCourses: () => paged([platformCourse]),
      createTextbook: (config) => ({ id: 1, editions: [], created_at: '', updated_at: '', cover: '', description: '', publisher: '', isbn: '', authors: [], ...(JSON.parse(String(config.data)) as object) }),
    });
    renderApp(services, '/admin/edition');
    await user.click(await screen.findByRole('button', { name: '新建教材' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新建教材' });
    await user.type(within(dialog).getByRole('textbox', { name: /书名/ }), '投资学');
    await user.type(within(dialog).getByRole('textbox', { name: /作者/ }), 'Bodie、Kane');
    await user.type(within(dialog).getByRole('textbox', { name: /ISBN/ }), '978-7-111-12345-0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('ISBN 格式或校验位不正确')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const isbn = within(dialog).getByRole('textbox', { name: /ISBN/ });
    await user.clear(isbn);
    await user.type(isbn, '978-7-111-40701-0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.data).toMatchObject({ title: '投资学', authors: ['Bodie', 'Kane'], isbn: '978-7-111-40701-0' }));
  });

  it('reads the publish time as Beijing time, refuses an impossible one, and previews sanitized content', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      listArticles: () => paged([]),
      createArticle: () => envelope(null, 0, '标题已存在'),
    });
    const { container } = renderApp(services, '/admin/articles');
    await user.click(await screen.findByRole('button', { name: '写文章' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '写文章' });
    await user.type(within(dialog).getByRole('textbox', { name: /标题/ }), '期末安排');
    await user.type(within(dialog).getByRole('textbox', { name: /正文/ }), '## 考试时间{Enter}{Enter}<img src=x onerror=alert(1) alt=海报>');
    expect(within(within(dialog).getByRole('region', { name: '预览' })).getByRole('heading', { name: '考试时间' })).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[onerror]')).toBeNull();
    const time = within(dialog).getByRole('textbox', { name: /发布时间/ });
    await user.type(time, '2026-02-30 09:00');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('发布时间格式不正确')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(time);
    await user.type(time, '2026-12-01 09:00');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.data).toMatchObject({ title: '期末安排', publish_at: '2026-12-01T09:00:00+08:00', format: 'markdown' }));
    // The server's refusal is shown in the form, and what was typed stays.
    expect(await within(dialog).findByText('标题已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /标题/ })).toHaveValue('期末安排');
  });
});
