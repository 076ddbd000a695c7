import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Told of every crash (the error log). */
  onError: (error: unknown, info: ErrorInfo) => void;
}

function Crashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <NonIdealState
        icon="error"
        title={t('errors.pageCrashed')}
        description={t('shell.pageCrashedHint')}
        action={<Button intent="primary" icon="refresh" text={t('errors.retry')} onClick={onRetry} />}
      />
    </div>
  );
}

/** Around each page: a crash shows a friendly message with a retry instead of a blank console. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  render(): ReactNode {
    if (this.state.failed) return <Crashed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
