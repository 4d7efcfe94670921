import { createRecording, type Recording, type RecordingOptions } from './recorder';

/** Every recording of the running app, for the QA panel. */
export interface RecordingHub {
  startRecording(): Recording;
  /** recordings whose actor has started, oldest first */
  recordings(): readonly Recording[];
  /** changes on every recorded step; a snapshot key for useSyncExternalStore */
  version(): number;
  subscribe(listener: () => void): () => void;
}

export function createRecordingHub(options: () => RecordingOptions = () => ({})): RecordingHub {
  const all: Recording[] = [];
  const listeners = new Set<() => void>();
  let version = 0;
  const notify = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };
  return {
    startRecording() {
      const recording = createRecording(options());
      all.push(recording);
      recording.subscribe(notify);
      return recording;
    },
    // React StrictMode builds actors it never starts: those recordings stay empty and hidden
    recordings: () => all.filter((recording) => recording.steps().length > 0),
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
