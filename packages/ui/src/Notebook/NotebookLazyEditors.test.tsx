import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, type ReactElement } from 'react';
import { CODE_EDITOR_MOUNT_MARGIN } from '../CodeEditor/CodeEditor';
import { Notebook, type NotebookCellData } from './Notebook';

// The edge of the unit: Monaco's React binding. Each mount of an editor is counted; the editor itself is a textarea
// with the few methods of Monaco's editor that CodeEditor calls.
const mounts: string[] = [];
jest.mock('@monaco-editor/react', () => {
  function Editor(props: { 'aria-label'?: string; value?: string; onChange?: (value: string) => void; onMount?: (editor: unknown) => void }): ReactElement {
    const textarea = useRef<HTMLTextAreaElement>(null);
    useEffect(() => {
      mounts.push(props.value ?? '');
      const node = textarea.current!;
      props.onMount?.({ onDidContentSizeChange: () => undefined, getContentHeight: () => 36, getContainerDomNode: () => node, getModel: () => null, focus: () => node.focus(), hasTextFocus: () => document.activeElement === node });
    }, []);
    return <textarea ref={textarea} aria-label={props['aria-label']} data-editor="" value={props.value} onChange={(event) => props.onChange?.(event.target.value)} />;
  }
  return { __esModule: true, default: Editor, loader: { config() {} } };
});

// The browser's IntersectionObserver, stubbed: the test says which elements are near the viewport.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Reports the given elements (and only them) as intersecting, as the browser does after a scroll. */
function scrollNear(elements: Element[]): void {
  act(() => {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = [...observer.observed]
        .filter((element) => elements.some((near) => near.contains(element) || element.contains(near)))
        .map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

const longNotebook: NotebookCellData[] = Array.from({ length: 60 }, (_, index) => ({ id: `c${index + 1}`, type: 'code', source: `x${index + 1} = ${index + 1}` }));
const cell = (n: number) => screen.getByRole('group', { name: `代码单元 ${n}` });

describe('Notebook: editors only near the viewport', () => {
  beforeEach(() => {
    mounts.length = 0;
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('creates no editor for a cell until it is scrolled near, and a static copy of its code stands in', async () => {
    render(<Notebook defaultCells={longNotebook} onRun={async () => []} status="ready" />);
    // Sixty cells, sixty placeholders with the code, no editor yet; each watched with a margin ahead of the viewport.
    expect(document.querySelectorAll('pre[data-placeholder]')).toHaveLength(60);
    expect(within(cell(7)).getByRole('textbox', { name: '代码' })).toHaveTextContent('x7 = 7');
    expect(FakeIntersectionObserver.instances.every((observer) => observer.options.rootMargin === CODE_EDITOR_MOUNT_MARGIN)).toBe(true);
    await act(async () => {});
    expect(mounts).toEqual([]);

    // The first screen: three cells.
    scrollNear([cell(1), cell(2), cell(3)]);
    await waitFor(() => expect(mounts).toHaveLength(3));
    expect(mounts).toEqual(['x1 = 1', 'x2 = 2', 'x3 = 3']);
    expect(document.querySelectorAll('pre[data-placeholder]')).toHaveLength(57);

    // Scrolling on: cell 20 gets its editor, the others stay placeholders; an editor once made stays.
    scrollNear([cell(20)]);
    await waitFor(() => expect(mounts).toHaveLength(4));
    scrollNear([cell(1), cell(20)]);
    await act(async () => {});
    expect(mounts).toEqual(['x1 = 1', 'x2 = 2', 'x3 = 3', 'x20 = 20']);
    expect(within(cell(20)).getByRole('textbox', { name: '代码' })).toHaveAttribute('data-editor');
    expect(within(cell(21)).getByRole('textbox', { name: '代码' }).tagName).toBe('PRE');
  });

  it('keeps the keyboard working: Tab reaches a placeholder, and its editor is created with the focus', async () => {
    const user = userEvent.setup();
    render(<Notebook defaultCells={longNotebook.slice(0, 8)} onRun={async () => []} status="ready" />);
    const placeholder = within(cell(5)).getByRole('textbox', { name: '代码' });
    expect(placeholder).toHaveAttribute('tabindex', '0');
    // Tab from the cell's run button past its toolbar (move, delete) into the placeholder, as a keyboard user does.
    within(cell(5)).getByRole('button', { name: '运行' }).focus();
    for (let presses = 0; presses < 6 && document.activeElement?.tagName !== 'TEXTAREA'; presses += 1) await user.tab();
    await waitFor(() => expect(mounts).toEqual(['x5 = 5']));
    const editor = within(cell(5)).getByRole('textbox', { name: '代码' });
    expect(editor).toHaveAttribute('data-editor');
    await waitFor(() => expect(editor).toHaveFocus());
    // It is the editor: typing edits the cell.
    fireEvent.change(editor, { target: { value: 'x5 = 50' } });
    expect(within(cell(5)).getByRole('textbox', { name: '代码' })).toHaveValue('x5 = 50');
  });

  it('creates every editor at once where the browser cannot tell (no IntersectionObserver)', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Notebook defaultCells={longNotebook.slice(0, 5)} onRun={async () => []} status="ready" />);
    await waitFor(() => expect(mounts).toHaveLength(5));
    expect(document.querySelectorAll('pre[data-placeholder]')).toHaveLength(0);
  });
});
