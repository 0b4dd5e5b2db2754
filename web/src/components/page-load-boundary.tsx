import { RotateCcw, WifiOff } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Container } from "./container.tsx";
import { Button } from "./ui/button.tsx";

interface State {
  failed: boolean;
}

/**
 * Pages load their code on demand. When that fails (offline, or a new release replaced the files
 * this tab expects), the page says so and offers a reload instead of going blank.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next page its own chance to load.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="flex min-h-[60dvh] flex-col items-center justify-center gap-5 py-16 text-center" role="alert">
        <span className="grid size-16 place-items-center rounded-2xl border border-ember-400/40 bg-ember-500/10 text-ember-300">
          <WifiOff className="size-8" aria-hidden="true" />
        </span>
        <h1 className="font-display text-4xl text-cream-50 uppercase">This page didn't load</h1>
        <p className="max-w-md text-cream-100/70">Check your connection, then reload to get the latest version of High Cotton.</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Reload
        </Button>
      </Container>
    );
  }
}
