/**
 * Design tokens of DESIGN.md, in one place. The ThemeProvider turns them into CSS custom
 * properties (`--ui-…`); components read only those variables. Charts (ECharts) and other
 * canvas code that cannot read CSS use this object directly.
 */
export type Locale = 'zh-CN' | 'en-US';

export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

const red = '#cf1322';
const green = '#0f7b3f';

export const tokens = {
  font: {
    family: '-apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Segoe UI", Roboto, sans-serif',
    familyCode: '"JetBrains Mono", "Noto Sans Mono CJK SC", Menlo, monospace',
    sizeSm: '12px',
    sizeBase: '14px',
    sizeH4: '16px',
    sizeH3: '20px',
    sizeH2: '24px',
    sizeH1: '30px',
    lineHeight: '1.57',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '600',
  },
  color: {
    primary: '#1d4ed8',
    primaryHover: '#2563eb',
    primaryActive: '#1e40af',
    primarySubtle: '#eff4ff',
    onPrimary: '#ffffff',
    page: '#f5f7fa',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    surfaceHover: '#f3f4f6',
    border: '#e5e7eb',
    borderStrong: '#d1d5db',
    text: '#1f2937',
    textSecondary: '#4b5563',
    textPlaceholder: '#6b7280',
    textDisabled: '#9ca3af',
    success: '#15803d',
    successSubtle: '#f0fdf4',
    warning: '#b45309',
    warningSubtle: '#fffbeb',
    // Darker than red-600 (#dc2626, 4.41:1 on dangerSubtle, 4.49:1 on the page): text in danger stays at WCAG AA (4.8:1+).
    danger: '#d22222',
    dangerHover: '#ef4444',
    dangerActive: '#b91c1c',
    dangerSubtle: '#fef2f2',
    info: '#1d4ed8',
    infoSubtle: '#eff6ff',
    skeleton: '#e9ecf1',
    skeletonHighlight: '#f4f6f9',
    overlay: 'rgba(17, 24, 39, 0.45)',
    siderBg: '#0f1c3f',
    siderText: '#c7d2fe',
    siderTextActive: '#ffffff',
    siderItemActive: '#1d4ed8',
    siderItemHover: '#1a2b5c',
  },
  /** Market colours by locale: A-share convention in zh-CN (rise red), Western in en-US (rise green). */
  market: {
    'zh-CN': { rise: red, fall: green },
    'en-US': { rise: green, fall: red },
  } satisfies Record<Locale, { rise: string; fall: string }>,
  /** More series colours for charts with many lines (after the market pair, brand and status colours). */
  chartExtra: ['#7c3aed', '#0891b2', '#db2777', '#ca8a04', '#0f172a'],
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px' },
  radius: { sm: '4px', md: '6px', lg: '8px', full: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06)',
    popover: '0 6px 16px rgba(16, 24, 40, 0.12), 0 3px 6px -4px rgba(16, 24, 40, 0.12)',
    modal: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  focus: { ringColor: '#2563eb', ringWidth: '2px', ringOffset: '2px' },
  layout: {
    headerHeight: '56px',
    siderWidth: '220px',
    siderCollapsedWidth: '64px',
    tableRowHeight: '48px',
    controlHeight: '32px',
    controlHeightSm: '24px',
    controlHeightLg: '40px',
    formLabelWidth: '96px',
    cardPadding: '24px',
  },
  motion: { duration: '0.2s', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { header: '10', dropdown: '1050', modal: '1000', toast: '1100' },
} as const;

export type Tokens = typeof tokens;

/** Rise/fall colours for a locale, for charts that cannot read CSS variables. */
export const marketColors = (locale: Locale): { rise: string; fall: string } => tokens.market[locale];
