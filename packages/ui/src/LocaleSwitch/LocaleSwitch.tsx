import { forwardRef, type HTMLAttributes } from 'react';
import { LOCALES, type Locale } from '../ThemeProvider/tokens';
import { LocaleSwitchOption, LocaleSwitchRoot } from './LocaleSwitch.styles';

export interface LocaleSwitchProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The current locale (controlled). */
  value: Locale;
  /** Called with the chosen locale. */
  onChange: (locale: Locale) => void;
  /** Each locale's name, written in that locale. */
  optionLabels?: Record<Locale, string>;
  /** Names the group for screen readers. */
  label?: string;
}

const DEFAULT_OPTION_LABELS: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** zh-CN / en-US toggle for the header: a group of two pressed-state buttons. */
export const LocaleSwitch = forwardRef<HTMLDivElement, LocaleSwitchProps>(function LocaleSwitch(
  { value, onChange, optionLabels = DEFAULT_OPTION_LABELS, label = '界面语言', ...rest },
  ref,
) {
  return (
    <LocaleSwitchRoot ref={ref} role="group" aria-label={label} data-value={value} {...rest}>
      {LOCALES.map((locale) => (
        <LocaleSwitchOption
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === value}
          onClick={() => {
            if (locale !== value) onChange(locale);
          }}
        >
          {optionLabels[locale]}
        </LocaleSwitchOption>
      ))}
    </LocaleSwitchRoot>
  );
});
