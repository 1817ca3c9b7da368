import type { StorybookConfig } from '@storybook/react-vite';

// Stories of packages/ui, built offline: no telemetry, nothing fetched at build or run time.
const config: StorybookConfig = {
  // Docs pages first (design tokens), then each component's usage page (MDX beside its stories) and its stories.
  stories: ['./docs/**/*.mdx', '../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
