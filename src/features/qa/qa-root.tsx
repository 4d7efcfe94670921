import type { ReactNode } from 'react';
import { createRecordingHub } from '../../qa/recording-hub';
import { QaRecorderContext } from '../../components/qa-recording';
import { ThemeProvider } from '../../theme/theme-provider';
import { QaPanel } from './qa-panel';

/** Loaded only when QA is on (src/main.tsx): every recorded container reports to this hub. */
const hub = createRecordingHub(() => ({
  redactSecrets: true,
  // QA metadata, not business time
  meta: { recordedAt: new Date().toISOString(), url: window.location.href, userAgent: navigator.userAgent },
}));

export function withQa(app: ReactNode): ReactNode {
  return (
    <QaRecorderContext.Provider value={hub}>
      {app}
      <ThemeProvider>
        <QaPanel hub={hub} />
      </ThemeProvider>
    </QaRecorderContext.Provider>
  );
}
