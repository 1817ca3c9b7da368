import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, type Locale, type ThemeOverrides } from '../packages/ui/src/ThemeProvider';
import { greenCollegeBrand, highContrastTheme } from '../packages/ui/src/ThemeProvider/ThemeProvider.brands';
import { loadKatex } from '../packages/ui/src/notebookOutput/katex';

/** The themes of the toolbar: the default tokens (no overrides), a second brand, and high contrast. */
const THEMES: Record<string, ThemeOverrides | undefined> = {
  default: undefined,
  greenCollege: greenCollegeBrand,
  highContrast: highContrastTheme,
};

/** Every story renders inside the ThemeProvider, in the locale and theme picked in the toolbar. */
const withTheme: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const theme = THEMES[String(context.globals.theme)];
  return (
    <ThemeProvider locale={locale} theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  // Every component gets a generated docs page (JSDoc description, props table, its stories); a stories file that
  // only shows conventions of another component opts out with `tags: ['!autodocs']`.
  tags: ['autodocs'],
  decorators: [withTheme],
  // KaTeX loads on first need in the app (notebookOutput/katex.ts); stories show formulas drawn from the first frame.
  loaders: [
    async () => {
      await loadKatex();
      return {};
    },
  ],
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
    theme: {
      description: 'Theme: the default tokens, a second (college) brand, or high contrast',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'greenCollege', title: 'Green college brand' },
          { value: 'highContrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN', theme: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Storybook's own viewport tool (storybook/viewport): the three sizes of DESIGN.md's breakpoints. Unset, the
    // story fills the preview (what the visual tests screenshot).
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1440 × 900)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    // Accessibility violations (axe, through @storybook/addon-a11y) fail the story tests, not only the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
