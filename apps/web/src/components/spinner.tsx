// The shop's spinning ring is the design kit's (ui/spinner.tsx); this name stays for the files
// that still import it from here. A component of its own rather than a re-export: the build's
// first-load analysis (build/app-chunk.ts) keeps only modules with code, and a bare re-export left
// outside the app's chunk became a chunk of its own that the home page loaded.
import { Spinner as KitSpinner, type SpinnerProps } from '../ui/spinner';

export type { SpinnerProps };

export function Spinner(props: SpinnerProps) {
  return <KitSpinner {...props} />;
}
