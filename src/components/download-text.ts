/**
 * Saves a text as a file through the browser's download: a Blob, and a real `<a download>` clicked (what
 * Playwright's 'download' event and every browser understand). The object URL is let go once the browser has
 * taken the file.
 */
export function downloadText(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
