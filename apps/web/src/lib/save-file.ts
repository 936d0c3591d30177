/** Hands a downloaded file to the browser to save under `fileName` (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
