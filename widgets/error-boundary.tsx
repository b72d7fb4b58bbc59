import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  /** What to show instead: the widget's CMS content as the server rendered it. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches an error in one widget so its content stays readable and other widgets go on. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[site-widgets] <${this.props.tag}> failed; its content stays as rendered.`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
