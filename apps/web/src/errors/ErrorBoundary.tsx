import type { ErrorBoundaryName } from '@lienzo/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { api } from '../api/client';
import { flushAutosave } from '../drafts/autosave';
import { clientErrorReport } from './clientErrorReport';
import { FailedPart } from './FailedPart';
import { RenderFault } from './renderFaults';

interface ErrorBoundaryProps {
  boundary: ErrorBoundaryName;
  /** A drawer or a modal can be closed once failed; called after the message is gone. */
  onClose?: () => void;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  closed: boolean;
}

/**
 * Keeps a render error inside one part of the app (the whole app, the canvas, a drawer, a modal): the part
 * shows what happened with Reload instead of blanking the page, and the failure is reported once through
 * POST /api/errors. The rest of the page goes on working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, closed: false };
  private reported = false;

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Now, while the engine still has the design: the failed part unmounts next, and the canvas with it.
    flushAutosave().catch(() => undefined);
    if (this.reported) return;
    this.reported = true;
    const report = clientErrorReport('render_error', error, {
      boundary: this.props.boundary,
      component_stack: info.componentStack ?? undefined,
    });
    api.reportError(report).catch(() => undefined);
  }

  private close = () => {
    this.setState({ closed: true });
    this.props.onClose?.();
  };

  override render() {
    const { boundary, onClose, children } = this.props;
    if (!this.state.failed)
      return (
        <>
          <RenderFault boundary={boundary} />
          {children}
        </>
      );
    if (this.state.closed) return null;
    return <FailedPart boundary={boundary} onClose={onClose && this.close} />;
  }
}
