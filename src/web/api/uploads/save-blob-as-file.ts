/** Hands a fetched or built file to the browser as a download named `fileName`. */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has started the download by the next task; the object URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
