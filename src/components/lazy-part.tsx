import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { DOWNLOAD_FAILED, LoadError } from './load-states';

export const PART_LOAD_ERROR = { title: "Cette partie de la page n'a pas pu être chargée", error: DOWNLOAD_FAILED } as const;

/** A part's code that could not be downloaded, told apart from an error of the part itself. */
class PartLoadFailure extends Error {}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows PART_LOAD_ERROR in place of a part whose download failed; any other error goes on to the boundaries above. */
class PartLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PartLoadFailure)) throw error;
    return <LoadError title={PART_LOAD_ERROR.title} error={PART_LOAD_ERROR.error} onRetry={this.props.onRetry} />;
  }
}

type Module<P> = { default: ComponentType<P> };

const lazyAttempt = <P,>(load: () => Promise<Module<P>>) =>
  lazy(() =>
    load().catch((error: unknown) => {
      throw new PartLoadFailure('part not downloaded', { cause: error });
    }),
  );

/**
 * A part of a page whose code comes when it is first shown (React.lazy under Suspense, `fallback` meanwhile). If
 * that download fails (the connection dropped on 3G, a version deployed meanwhile), the rest of the page stays and
 * the part says so in French, with 'Réessayer', which asks for its code again (React.lazy keeps a failure for
 * good: each attempt is a new one). Every place the part is shown shares its first download.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>): ComponentType<P & { fallback?: ReactNode }> {
  const first = lazyAttempt(load);
  return function LazyPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [attempt, setAttempt] = useState({ count: 0, Part: first });
    const retry = () => setAttempt(({ count }) => ({ count: count + 1, Part: lazyAttempt(load) }));
    return (
      <PartLoadBoundary key={attempt.count} onRetry={retry}>
        <Suspense fallback={fallback}>
          <attempt.Part {...(props as P)} />
        </Suspense>
      </PartLoadBoundary>
    );
  };
}
