import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadLocale } from './i18n/locale';
import { createServices } from './services/createServices';

let locale = loadLocale();
const services = createServices({ getLocale: () => locale });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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
