import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Skeleton } from '../Skeleton';
import { StateViewRoot } from './StateView.styles';
import { StateViewDeniedIcon, StateViewErrorIcon } from './StateViewIcons';
import { UiIcon } from '../internal/UiIcon';

/** The four states every data view has (DESIGN.md), plus `ready` for the content itself. */
export type DataViewState = 'ready' | 'loading' | 'empty' | 'error' | 'denied';

/** The texts and actions of the non-ready states; DataTable takes the same set. */
export interface StateViewMessages {
  /** Screen-reader text while loading. */
  loadingLabel?: string;
  /** Replaces the default skeleton while loading. */
  loadingFallback?: ReactNode;
  /** Empty: a pictogram fitting what is missing (e.g. a book for courses); the empty box by default. */
  emptyIcon?: ReactNode;
  /** Empty: what is not here. */
  emptyTitle?: ReactNode;
  /** Empty: what to do next. */
  emptyDescription?: ReactNode;
  /** Empty: the next step (e.g. a "create" button). */
  emptyAction?: ReactNode;
  /** Error: heading. */
  errorTitle?: ReactNode;
  /** Error: what happened (e.g. the server's message). */
  errorMessage?: ReactNode;
  /** Error: called by the retry button; without it no retry button is shown. */
  onRetry?: () => void;
  /** Error: label of the retry button. */
  retryLabel?: string;
  /** Denied: heading. */
  deniedTitle?: ReactNode;
  /** Denied: why access is refused. */
  deniedReason?: ReactNode;
  /** Denied: who can grant access. */
  deniedContact?: ReactNode;
}

export interface StateViewProps extends StateViewMessages, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Which state to show; `ready` shows the children. */
  state: DataViewState;
  /** The content, shown only when `state` is `ready`. */
  children?: ReactNode;
}

/** Loading skeleton, empty, error with retry, or denied with who can grant it, around content. */
export const StateView = forwardRef<HTMLDivElement, StateViewProps>(function StateView(
  {
    state,
    children,
    loadingLabel = '加载中…',
    loadingFallback,
    emptyIcon,
    emptyTitle = '暂无数据',
    emptyDescription,
    emptyAction,
    errorTitle = '加载失败',
    errorMessage = '请检查网络后重试。',
    onRetry,
    retryLabel = '重试',
    deniedTitle = '无权访问',
    deniedReason = '你的账号没有查看此内容的权限。',
    deniedContact = '如需访问，请联系管理员开通权限。',
    ...rest
  },
  ref,
) {
  const body = (() => {
    switch (state) {
      case 'ready':
        return children;
      case 'loading':
        return (
          <div role="status" aria-busy="true">
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            {loadingFallback ?? <Skeleton lines={4} />}
          </div>
        );
      case 'empty':
        return <EmptyState icon={emptyIcon} title={emptyTitle} description={emptyDescription} action={emptyAction} />;
      case 'error':
        return (
          <EmptyState
            role="alert"
            tone="danger"
            icon={<StateViewErrorIcon />}
            title={errorTitle}
            description={errorMessage}
            action={onRetry && <Button icon={<UiIcon icon={RotateCw} />} onClick={onRetry}>
                  {retryLabel}
                </Button>}
          />
        );
      case 'denied':
        return (
          <EmptyState
            tone="warning"
            icon={<StateViewDeniedIcon />}
            title={deniedTitle}
            description={
              <>
                <div>{deniedReason}</div>
                <div>{deniedContact}</div>
              </>
            }
          />
        );
      default:
        return state satisfies never;
    }
  })();
  return (
    <StateViewRoot ref={ref} data-state={state} {...rest}>
      {body}
    </StateViewRoot>
  );
});
