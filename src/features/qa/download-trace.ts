import type { Trace } from '../../qa/trace';

function traceFileName(trace: Trace): string {
  const stamp = (trace.meta?.recordedAt ?? '').replace(/[:.]/g, '-');
  return `trace-${trace.machine.id}${stamp ? `-${stamp}` : ''}.json`;
}

/** Saves the trace as a JSON file through the browser's download. */
export function downloadTrace(trace: Trace) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(trace, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = traceFileName(trace);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
