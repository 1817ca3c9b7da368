import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { PageHeaderDescription, PageHeaderExtra, PageHeaderRoot, PageHeaderText, PageHeaderTitle } from './PageHeader.styles';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's title (the page's one h1). */
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Page-level actions at the right (e.g. "新建", "导入"). */
  extra?: ReactNode;
}

/** Title and page actions at the top of a content page. */
export const PageHeader = forwardRef<HTMLElement, PageHeaderProps>(function PageHeader({ title, description, extra, ...rest }, ref) {
  return (
    <PageHeaderRoot ref={ref} {...rest}>
      <PageHeaderText>
        <PageHeaderTitle>{title}</PageHeaderTitle>
        {description !== undefined && <PageHeaderDescription>{description}</PageHeaderDescription>}
      </PageHeaderText>
      {extra !== undefined && <PageHeaderExtra>{extra}</PageHeaderExtra>}
    </PageHeaderRoot>
  );
});
