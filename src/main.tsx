import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isQaRequested } from './features/qa/qa-flag';

const root = createRoot(document.getElementById('root')!);
const render = (wrap: (app: ReactNode) => ReactNode = (app) => app) => root.render(<StrictMode>{wrap(<App />)}</StrictMode>);

// The QA panel and recorder are their own chunk, fetched only when QA is asked for (docs/qa.md).
if (isQaRequested(window.location.search)) {
  import('./features/qa/qa-root').then(({ withQa }) => render(withQa), () => render());
} else {
  render();
}
