// Hands a file the page fetched (a CSV export) to the browser's download, as a link to it that is clicked once.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click the download owns the data; the URL is released once the browser has picked it up.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
