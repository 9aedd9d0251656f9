// The app, loaded by boot.ts after the first paint: translations, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { silenceConsoleInProduction } from './lib/console';
import { initI18n } from './lib/i18n';

silenceConsoleInProduction();

void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
