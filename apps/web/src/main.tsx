// The app, loaded by boot.ts once the first HTML's largest paint is on screen: translations and
// the mode's stylesheet, then the app.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { silenceConsoleInProduction } from './lib/console';
import { initI18n } from './lib/i18n';
import { readSavedThemeMode } from './lib/saved-theme-mode';
import { loadModeStyles } from './lib/static-classes';

silenceConsoleInProduction();

void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// As a transition: React renders it in slices, yielding to the browser between them, where an
// ordinary update renders the whole tree in one task. Until it is done the first HTML shows.
const root = createRoot(container);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// The saved mode's stylesheet, requested by boot.ts beside this module, first (lib/static-classes-built.ts).
const styles = loadModeStyles(readSavedThemeMode());
if (styles) void styles.then(render);
else render();
