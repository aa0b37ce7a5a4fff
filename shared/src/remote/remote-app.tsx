import { Component, startTransition, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
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

/** A remote's root element, in the browser and in its prerendered first view alike. */
export function RemoteRoot({ name, version, children }: RemoteIdentity & { children: ReactNode }) {
  return (
    <div data-boundary={name} data-version={version} className={`mf-${name}`}>
      <RemoteErrorBoundary name={name} version={version}>
        {children}
      </RemoteErrorBoundary>
    </div>
  );
}

/**
 * single-spa lifecycles for a remote (its `./app` export). The root element carries
 * data-boundary so the owner of every region shows on the page.
 */
export function createRemoteApp({ name, version, Root }: RemoteIdentity & { Root: ComponentType }) {
  function Boundary() {
    // The pages render in a transition: React yields to the browser every few milliseconds
    // instead of blocking a slow phone in one long task while a page of products renders.
    const [started, setStarted] = useState(false);
    useEffect(() => startTransition(() => setStarted(true)), []);
    return (
      <RemoteRoot name={name} version={version}>
        {started ? <Root /> : null}
      </RemoteRoot>
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
