import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { DEFAULT_LOCALE, loadLocale } from './i18n/locale';
import { prepareLocale } from './i18n/messages';
import { createServices } from './services/createServices';

let locale = loadLocale();
const services = createServices({ getLocale: () => locale });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App
        services={services}
        initialLocale={locale}
        onLocaleChange={(next) => {
          locale = next;
        }}
      />
    </StrictMode>,
  );

// zh-CN's messages are in this chunk; another locale's load first (if they cannot, the page opens in zh-CN).
if (locale === DEFAULT_LOCALE) render();
else
  prepareLocale(locale).then(render, () => {
    locale = DEFAULT_LOCALE;
    render();
  });
