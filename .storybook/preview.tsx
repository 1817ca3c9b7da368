import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, type Locale } from '../packages/ui/src/ThemeProvider';

/** Every story renders inside the ThemeProvider, in the locale picked in the toolbar. */
const withTheme: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <ThemeProvider locale={locale}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  // Every component gets a generated docs page (JSDoc description, props table, its stories); a stories file that
  // only shows conventions of another component opts out with `tags: ['!autodocs']`.
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    locale: {
      description: 'UI locale (market colours follow it)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文 (zh-CN)' },
          { value: 'en-US', title: 'English (en-US)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
