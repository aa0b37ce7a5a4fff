import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { report } from '@shop/shared/reporting';
import { RemoteFallback } from '@shop/shared/ui';

export interface RemoteIdentity {
  name: string;
  version: string;
}

/** The error boundary around a remote's pages: a crash stays in this region, with a retry. */
export class RemoteErrorBoundary extends Component<RemoteIdentity & { children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    report.exception(error, { remote: this.props.name, remoteVersion: this.props.version, phase: 'render', componentStack: (info.componentStack ?? '').slice(0, 500) });
  }
  render() {
    if (this.state.failed) return <RemoteFallback remote={this.props.name} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

/**
 * single-spa lifecycles for a remote (its `./app` export). The root element carries
 * data-boundary so the owner of every region shows on the page.
 */
export function createRemoteApp({ name, version, Root }: RemoteIdentity & { Root: ComponentType }) {
  function Boundary() {
    return (
      <div data-boundary={name} data-version={version} className={`mf-${name}`}>
        <RemoteErrorBoundary name={name} version={version}>
          <Root />
        </RemoteErrorBoundary>
      </div>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Boundary,
    errorBoundary: (error: Error) => {
      report.exception(error, { remote: name, remoteVersion: version, phase: 'lifecycle' });
      return <RemoteFallback remote={name} onRetry={() => window.location.reload()} />;
    },
  });
}
