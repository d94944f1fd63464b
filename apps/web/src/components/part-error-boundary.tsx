import { Component, type ReactNode } from 'react';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';

interface PartErrorBoundaryProps {
  children: ReactNode;
  /** Classes of the message's paragraph, to sit where the part would have been. */
  className?: string;
  /** What still shows under the message, as the part would have shown it (the map's summary). */
  alongside?: ReactNode;
}

/**
 * ROUTE-46: a part of a page loaded on its own (a dialog, the toast region, the map) whose chunk
 * does not arrive, or that throws while drawing, shows the portal's message in its place; the rest
 * of the page keeps working. React reports the error to the console itself.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <p role="alert" className={this.props.className}>
          {ERROR_MESSAGES.somethingWentWrong}
        </p>
        {this.props.alongside}
      </>
    );
  }
}
