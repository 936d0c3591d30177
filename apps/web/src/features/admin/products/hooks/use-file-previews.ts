/** Previews of files chosen in a file input, read in the browser (admin spec §2 product pictures). */
import { useEffect, useState } from 'react';

/** Data URLs of the chosen files (the shop's CSP allows data: pictures, not blob:). */
export function usePreviews(files: File[]): string[] {
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    const read = (file: File) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.onerror = () => resolve('');
        reader.readAsDataURL(file);
      });
    void Promise.all(files.map(read)).then((urls) => live && setPreviews(urls));
    return () => {
      live = false;
    };
  }, [files]);
  return previews.length === files.length ? previews : files.map((_, i) => previews[i] ?? '');
}
