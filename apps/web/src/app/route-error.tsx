// What a page that throws while rendering shows: the error page with Go Home, instead of a blank
// screen. It replaces the whole layout, header included, as the page itself may be what broke the
// header, and it clears itself when the shopper moves to another entry of the history (Go Home, back,
// a link, even one to the same address), which renders the page again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { devConsole } from '../lib/console';
import { ShellHandoff } from './layout/shell-handoff';

function RouteError() {
  const { t } = useTranslation();
  return (
    <>
      <ShellHandoff ready />
      <ErrorPage code={500} message={t('app.pageFailed')} showHomeButton />
    </>
  );
}

interface BoundaryProps {
  /** The current history entry (the location's key): a new one clears an error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The history entry rendered last. */
  locationKey: string;
  failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey, failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { locationKey: props.locationKey, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    devConsole.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what its children throw while rendering, until the shopper moves on in the history. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
