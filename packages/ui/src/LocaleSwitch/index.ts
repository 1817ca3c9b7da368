export { LocaleSwitch } from './LocaleSwitch';
export type { LocaleSwitchProps } from './LocaleSwitch';
