/** Hands a file made in the page to the browser's downloads, named `name` (an object URL, freed after). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL once click() returns; a task later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
