// What a page that throws while rendering shows: the error page with Go Home, instead of a blank
// screen. It replaces the whole layout, header included, as the page itself may be what broke the
// header, and it clears itself when the shopper moves to another entry of the history (Go Home, back,
// a link, even one to the same address), which renders the page again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** The history entry the error happened at (the location's key): another one clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // Marked with the current address in componentDidCatch's stead, which runs after the render.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.locationKey };
    if (state.failedAt !== null && state.failedAt !== props.locationKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    devConsole.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
