// Browser entry: fonts, translations, then the app.
// Inter as one variable font: every weight the theme uses (400 to 800) in one 48 kB file for
// Latin, where five static weights took 123 kB.
import '@fontsource-variable/inter';
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
