import { createContext, useContext, useState } from 'react';
import type { InspectionEvent } from 'xstate';

/** What a container needs to be recorded: pass `inspect` to useActorRef/useMachine. */
export interface QaRecordingHandle {
  /** undefined when QA is off */
  inspect: ((event: InspectionEvent) => void) | undefined;
}

/** What the QA chunk provides (src/qa's RecordingHub); described here so containers load no recorder. */
export interface QaRecorder {
  startRecording(): { inspect: (event: InspectionEvent) => void };
}

const NOT_RECORDING: QaRecordingHandle = { inspect: undefined };

export const QaRecorderContext = createContext<QaRecorder | null>(null);

/** One recording per mounted container, when the QA panel is on (`?qa=1` or VITE_QA=1). */
export function useQaRecording(): QaRecordingHandle {
  const recorder = useContext(QaRecorderContext);
  const [handle] = useState<QaRecordingHandle>(() => (recorder ? { inspect: recorder.startRecording().inspect } : NOT_RECORDING));
  return handle;
}
