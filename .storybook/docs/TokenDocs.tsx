import type { CSSProperties, ReactNode } from 'react';
import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import { tokens, LOCALES, type Locale } from '../../packages/ui/src/ThemeProvider';

// Blocks for the design-token pages. Everything shown is read from the token object at render time, so the pages
// cannot drift from what the ThemeProvider sets. Inline styles are fine here: this is documentation, not the library.

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The CSS custom property the ThemeProvider sets for a token (see ThemeProvider.styles.ts). */
export const cssVar = (group: string, name: string): string => `--ui-${group}-${kebab(name)}`;

type ColourName = keyof typeof tokens.color;

/** Colour groups by name prefix; a token that fits no group lands in "Other", so a new token always shows up. */
const COLOUR_GROUPS: { title: string; subtitle: string; test: (name: string) => boolean }[] = [
  { title: 'Brand 品牌', subtitle: 'primary, hover, active, subtle', test: (n) => /^(primary|onPrimary)/.test(n) },
  { title: 'Neutrals 中性色', subtitle: 'page, surfaces, borders', test: (n) => /^(page|surface|border)/.test(n) },
  { title: 'Text 文字', subtitle: 'text on page and surfaces', test: (n) => /^text/.test(n) },
  { title: 'Status 状态', subtitle: 'success, warning, danger (hover, active), info', test: (n) => /^(success|warning|danger|info)(Hover|Active)?$/.test(n) },
  { title: 'Status backgrounds 状态浅色底', subtitle: 'tinted backgrounds of alerts and tags', test: (n) => /^(success|warning|danger|info)Subtle$/.test(n) },
  { title: 'Navigation 侧边栏', subtitle: 'the dark left menu of AppLayout', test: (n) => /^sider/.test(n) },
  { title: 'Loading and overlay 加载与遮罩', subtitle: 'skeleton, modal backdrop', test: (n) => /^(skeleton|overlay)/.test(n) },
];

/** Every `tokens.color` entry as a swatch, grouped, each labelled with its CSS variable (`primaryHover` → `--ui-color-primary-hover`). */
export function ColourTokens() {
  const names = Object.keys(tokens.color) as ColourName[];
  const groups = COLOUR_GROUPS.map((group) => ({ ...group, names: names.filter((n) => group.test(n)) }));
  const other = names.filter((n) => !COLOUR_GROUPS.some((g) => g.test(n)));
  if (other.length > 0) groups.push({ title: 'Other 其他', subtitle: '', test: () => false, names: other });
  return (
    <ColorPalette>
      {groups.map((group) => (
        <ColorItem
          key={group.title}
          title={group.title}
          subtitle={group.subtitle}
          colors={Object.fromEntries(group.names.map((n) => [cssVar('color', n), tokens.color[n]]))}
        />
      ))}
      <ColorItem
        title="Chart series 图表扩展色"
        subtitle="tokens.chartExtra, after market, brand and status colours"
        colors={Object.fromEntries(tokens.chartExtra.map((c, i) => [`chartExtra[${i}]`, c]))}
      />
    </ColorPalette>
  );
}

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };
const cell: CSSProperties = { borderBottom: '1px solid #e5e7eb', padding: '8px 12px', textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: tokens.font.familyCode, fontSize: 12 };

function TokenTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) => (
              <td key={j} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SIZE_ROLES: Record<string, string> = {
  sizeSm: '辅助文字、表格说明 Caption',
  sizeBase: '正文、表格、表单 Body',
  sizeH4: '卡片标题 Card title',
  sizeH3: '区块标题 Section',
  sizeH2: '页面标题 Page title',
  sizeH1: '大标题 Display',
};

/** The type scale: each size token rendered in the token font, with its role and variable. */
export function TypeScale({ sample = '投资学期中考试 Portfolio 2026 ¥1,234.56' }: { sample?: string }) {
  const sizes = Object.entries(tokens.font).filter(([name]) => name.startsWith('size'));
  return (
    <TokenTable
      head={['Token', 'Size', 'Role 用途', 'Sample 示例']}
      rows={sizes.map(([name, value]) => [
        <code style={code}>{cssVar('font', name)}</code>,
        value,
        SIZE_ROLES[name] ?? '',
        <span style={{ fontFamily: tokens.font.family, fontSize: value, lineHeight: tokens.font.lineHeight }}>{sample}</span>,
      ])}
    />
  );
}

/** Font weights and families, rendered. */
export function FontFacts() {
  const weights = Object.entries(tokens.font).filter(([name]) => name.startsWith('weight'));
  return (
    <TokenTable
      head={['Token', 'Value', 'Sample 示例']}
      rows={[
        [<code style={code}>--ui-font-family</code>, <code style={code}>{tokens.font.family}</code>, <span style={{ fontFamily: tokens.font.family }}>学生成绩 Student scores</span>],
        [<code style={code}>--ui-font-family-code</code>, <code style={code}>{tokens.font.familyCode}</code>, <span style={{ fontFamily: tokens.font.familyCode }}>df.describe()  # 描述统计</span>],
        [<code style={code}>--ui-line-height</code>, tokens.font.lineHeight, '14 px × 1.57 ≈ 22 px'],
        ...weights.map(([name, value]) => [
          <code style={code}>{cssVar('font', name)}</code>,
          value,
          <span style={{ fontFamily: tokens.font.family, fontWeight: Number(value) }}>班级管理 Class management</span>,
        ]),
      ]}
    />
  );
}

/** The spacing scale as bars of their real width. */
export function SpaceScale() {
  return (
    <TokenTable
      head={['Token', 'Value', '']}
      rows={Object.entries(tokens.space).map(([name, value]) => [
        <code style={code}>{cssVar('space', name)}</code>,
        value,
        <div style={{ width: value, height: 16, background: tokens.color.primary, borderRadius: 2 }} />,
      ])}
    />
  );
}

/** Layout sizes (header, menu, rows, controls, card padding). */
export function LayoutTokens() {
  return (
    <TokenTable
      head={['Token', 'Value']}
      rows={Object.entries(tokens.layout).map(([name, value]) => [<code style={code}>{cssVar('layout', name)}</code>, value])}
    />
  );
}

const box: CSSProperties = { width: 96, height: 64, background: tokens.color.surface, border: `1px solid ${tokens.color.border}` };

/** Radius and shadow tokens as boxes. */
export function RadiusAndShadow() {
  return (
    <>
      <TokenTable
        head={['Token', 'Value', '']}
        rows={Object.entries(tokens.radius).map(([name, value]) => [
          <code style={code}>{cssVar('radius', name)}</code>,
          value,
          <div style={{ ...box, height: 40, borderRadius: value, borderColor: tokens.color.borderStrong }} />,
        ])}
      />
      <br />
      <TokenTable
        head={['Token', 'Value', '']}
        rows={Object.entries(tokens.shadow).map(([name, value]) => [
          <code style={code}>{cssVar('shadow', name)}</code>,
          <code style={code}>{value}</code>,
          <div style={{ padding: 16, background: tokens.color.page }}>
            <div style={{ ...box, border: 'none', borderRadius: tokens.radius.lg, boxShadow: value }} />
          </div>,
        ])}
      />
    </>
  );
}

/** Motion, focus ring and z-index tokens. */
export function MotionFocusZ() {
  const focus = `${tokens.focus.ringWidth} solid ${tokens.focus.ringColor}`;
  return (
    <TokenTable
      head={['Token', 'Value', '']}
      rows={[
        ...Object.entries(tokens.motion).map(([name, value]) => [<code style={code}>{cssVar('motion', name)}</code>, <code style={code}>{value}</code>, '']),
        ...Object.entries(tokens.focus).map(([name, value]) => [<code style={code}>{cssVar('focus', name)}</code>, value, '']),
        [
          'focus ring 焦点环',
          '',
          <span style={{ display: 'inline-block', padding: '4px 12px', borderRadius: tokens.radius.md, outline: focus, outlineOffset: tokens.focus.ringOffset }}>
            Focused 已聚焦
          </span>,
        ],
        ...Object.entries(tokens.zIndex).map(([name, value]) => [<code style={code}>{`--ui-z-${kebab(name)}`}</code>, value, '']),
      ]}
    />
  );
}

const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '中文 zh-CN (A 股惯例)', 'en-US': 'English en-US (Western convention)' };

/** Rise and fall colours for every locale, with a sample quote row in each. */
export function MarketColours() {
  return (
    <TokenTable
      head={['Locale', 'Rise 上涨 (--ui-color-rise)', 'Fall 下跌 (--ui-color-fall)', 'Sample 示例']}
      rows={LOCALES.map((locale) => {
        const { rise, fall } = tokens.market[locale];
        return [
          LOCALE_NAMES[locale],
          <Chip colour={rise} />,
          <Chip colour={fall} />,
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>
            <span style={{ color: rise }}>600519 +2.35%</span>
            {'  '}
            <span style={{ color: fall }}>000001 −1.12%</span>
          </span>,
        ];
      })}
    />
  );
}

function Chip({ colour }: { colour: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span style={{ width: 24, height: 24, borderRadius: tokens.radius.sm, background: colour }} />
      <code style={code}>{colour}</code>
    </span>
  );
}
