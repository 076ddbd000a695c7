/** A storage target as getStsACS answers it (src/api/types.ts StsDto), read loosely: it comes from the service. */
interface Target {
  uploadUrl?: unknown;
  method?: unknown;
  fields?: unknown;
  headers?: unknown;
}

const strings = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {};

/**
 * Sends a file of the size and type the target was asked for, as the browser does: the bytes as the body of a PUT to
 * a presigned URL, or a multipart form of the target's fields then `file` for a policy POST. The bytes are zeros: the
 * service checks the size and the metadata it is told, not the content. A relative URL is taken from the API base.
 */
export async function uploadTo(
  target: unknown,
  file: { fileName: string; fileSize: number; contentType: string },
  base: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const t = (target ?? {}) as Target;
  if (typeof t.uploadUrl !== 'string' || !t.uploadUrl) throw new Error('the storage target names no uploadUrl');
  const url = new URL(t.uploadUrl, `${base}/`).href;
  const body = new Blob([new Uint8Array(Math.max(1, file.fileSize))], { type: file.contentType });
  let res: Response;
  if (t.method === 'POST') {
    const form = new FormData();
    for (const [k, v] of Object.entries(strings(t.fields))) form.append(k, v);
    form.append('file', body, file.fileName);
    res = await fetch(url, { method: 'POST', headers: { ...extraHeaders, ...strings(t.headers) }, body: form });
  } else {
    res = await fetch(url, {
      method: 'PUT',
      headers: { ...extraHeaders, 'content-type': file.contentType, ...strings(t.headers) },
      body,
    });
  }
  if (!res.ok) throw new Error(`the upload to ${url} answered HTTP ${res.status}`);
}
