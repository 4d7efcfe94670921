/**
 * The import of a part the page can go without for a while (a figure it shows '…' for meanwhile): a failed
 * download (the connection dropped on 3G) is asked again every `retryMs`, so a React.lazy part never fails the page.
 */
export function importUntilLoaded<T>(load: () => Promise<T>, retryMs = 5_000): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => setTimeout(() => resolve(importUntilLoaded(load, retryMs)), retryMs)));
}
