import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { KeywordSearch, type KeywordSearchProps } from './KeywordSearch';

const renderSearch = (props: Partial<KeywordSearchProps> = {}) => {
  const onSearch = jest.fn();
  const view = render(<KeywordSearch placeholder="搜索班级名称" onSearch={onSearch} {...props} />);
  return { ...view, onSearch };
};

describe('KeywordSearch', () => {
  it('searches with the trimmed keyword, and with no keyword when the box is blank', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderSearch();
    const box = screen.getByRole('searchbox', { name: '搜索' });
    expect(box).toHaveAttribute('placeholder', '搜索班级名称');
    await user.type(box, '  金融 2301  ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('金融 2301');
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it('puts the other filters before or after the search box, inside the search form', () => {
    const filter = <select aria-label="状态" />;
    const { unmount } = renderSearch({ filters: filter, filtersAt: 'start' });
    let fields = screen.getByRole('search').querySelectorAll('select, input');
    expect([...fields].map((field) => field.getAttribute('aria-label'))).toEqual(['状态', '搜索']);
    unmount();
    renderSearch({ filters: filter });
    fields = screen.getByRole('search').querySelectorAll('select, input');
    expect([...fields].map((field) => field.getAttribute('aria-label'))).toEqual(['搜索', '状态']);
  });

  it('takes its names from labels and limits the keyword length', () => {
    renderSearch({ labels: { search: 'Paper keyword', searchButton: 'Search' }, maxLength: 100 });
    expect(screen.getByRole('searchbox', { name: 'Paper keyword' })).toHaveAttribute('maxLength', '100');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('starts with the keyword the list is already filtered by', () => {
    renderSearch({ defaultKeyword: '期中' });
    expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('期中');
  });

  it('has no axe violations', async () => {
    const { container } = renderSearch({ filters: <select aria-label="状态" /> });
    expect(await axe(container)).toHaveNoViolations();
  });
});
