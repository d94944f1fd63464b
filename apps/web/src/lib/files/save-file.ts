/** Hands a downloaded file to the browser's download under its own name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = globalThis.document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
