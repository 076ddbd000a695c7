/** Hands a text to the browser as a file download (an export): a Blob URL, clicked, then released. */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(name, new Blob([text], { type }));
}

function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file being written a part at a time: an export of any length. */
export interface TextFileSink {
  write(text: string): Promise<void>;
  /** The file is whole: saved (or handed to the browser's downloads). */
  close(): Promise<void>;
  /** Nothing is saved (a cancel or a failure); what was written is let go. */
  abort(): Promise<void>;
}

/** The File System Access API's save picker, where the browser has it (Chromium). */
interface SavePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<WritableLike> }>;
}
interface WritableLike {
  write(data: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

const pickerOf = (w: Window): SavePicker | null =>
  typeof (w as unknown as Partial<SavePicker>).showSaveFilePicker === 'function' ? (w as unknown as SavePicker) : null;

/**
 * Opens a file to write an export into, without holding it in memory: where the browser can write to disk
 * (showSaveFilePicker), the person picks where and each part goes straight to the file; elsewhere each part becomes a
 * Blob of its own (kept by the browser outside the page's memory) and the Blob made of them is downloaded at the end.
 * Call it from the click itself (the picker needs the person's gesture). Null when the person closed the picker.
 */
export async function openTextFile(name: string, type = 'text/csv'): Promise<TextFileSink | null> {
  const picker = pickerOf(window);
  if (picker) {
    let writable: WritableLike;
    try {
      const ext = name.slice(name.lastIndexOf('.'));
      const handle = await picker.showSaveFilePicker({
        suggestedName: name,
        types: [{ description: name, accept: { [type]: [ext] } }],
      });
      writable = await handle.createWritable();
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return null;
      throw e;
    }
    return { write: (text) => writable.write(text), close: () => writable.close(), abort: () => writable.abort() };
  }
  let parts: Blob[] = [];
  return {
    write: async (text) => {
      parts.push(new Blob([text], { type }));
    },
    close: async () => {
      saveBlob(name, new Blob(parts, { type: `${type};charset=utf-8` }));
      parts = [];
    },
    abort: async () => {
      parts = [];
    },
  };
}
