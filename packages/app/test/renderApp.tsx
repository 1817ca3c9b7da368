import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { Locale } from '@finedu/ui';
import { App, createAppRouter, type AppRouter } from '../src/App';
import type { AppServices } from '../src/services/createServices';

/** The whole app (providers, routes, guard) on a memory router starting at `path` (without /app). */
export function renderApp(services: AppServices, path: string, locale: Locale = 'zh-CN'): RenderResult & { router: AppRouter } {
  const router = createAppRouter(services, (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [`/app${path}`] }));
  const view = render(<App services={services} initialLocale={locale} router={router} />);
  return { ...view, router };
}
