// Browser entry (issue 15). On the home page the prerendered first HTML (src/prerender) holds the
// page's largest paint, so it paints before the app's scripts are even requested: on a slow phone
// link the page, its font and its stylesheet do not share the bandwidth with the app, which is
// fetched right after that first paint and takes over from the shell once its page has rendered.
// Other pages' content needs the app (the first HTML is only their header), so it starts at once.
// Inter as one variable font: every weight the theme uses (400 to 800) in one 48 kB file for
// Latin, where five static weights took 123 kB. Imported here so that its @font-face rules are in
// the page's own stylesheet, which the first HTML needs.
import '@fontsource-variable/inter';

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main');
}

// A hidden tab paints no frame (and runs no animation frame callback): start at once there.
if (window.location.pathname !== '/' || document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
