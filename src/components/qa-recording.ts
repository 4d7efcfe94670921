import { createContext, useContext, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import type { AnyFunction } from '../../qa/environment';
import type { RecordingHub } from '../../qa/recording-hub';

/** What a container needs to be recorded; type-only imports, so players download no recorder. */
export interface QaRecordingHandle {
  /** pass to useActorRef/useMachine options; undefined when QA is off */
  inspect: ((event: InspectionEvent) => void) | undefined;
  /** wraps the functions injected into the machine (clock, random, newId) so the trace holds their answers */
  environment<T extends Record<string, AnyFunction>>(functions: T): T;
}

const NOT_RECORDING: QaRecordingHandle = { inspect: undefined, environment: (functions) => functions };

export const QaHubContext = createContext<RecordingHub | null>(null);

/** One recording per mounted container, when the QA panel is on (`?qa=1` or VITE_QA=1). */
export function useQaRecording(): QaRecordingHandle {
  const hub = useContext(QaHubContext);
  const [handle] = useState<QaRecordingHandle>(() => {
    if (!hub) return NOT_RECORDING;
    const recording = hub.startRecording();
    return { inspect: recording.inspect, environment: (functions) => recording.environment(functions) };
  });
  return handle;
}
