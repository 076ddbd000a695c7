import axios from 'axios';
import type { MediaMeta, UploadKind } from '../domain/upload';
import { ApiError } from './errors';
import { callApi } from './http';
import type { SaveSourceRequest, SourceDto, StsDto, StsRequest } from './types';
import { errorText } from '../lib/errorText';

export const getStsACS = (req: StsRequest): Promise<StsDto> => callApi('/scriptInfo/getStsACS', req);

export const saveOssLocalSourceMapper = (req: SaveSourceRequest): Promise<SourceDto> =>
  callApi('/ossLocalSourceMapper/saveOssLocalSourceMapper', req);

/**
 * The storage itself is not our service: no envelope, no token headers, no 5 s deadline (a 100 MB sample takes
 * longer). The XHR adapter reports upload progress, and is the one the fake server intercepts in demo and test modes.
 */
const storage = axios.create({ adapter: 'xhr', timeout: 0 });

/** The person cancelled: not an error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

export interface UploadJob {
  promise: Promise<SourceDto>;
  cancel(): void;
}

/**
 * One service for every upload: ask getStsACS for a target in the brand's storage (ossType), send the bytes there
 * with progress and cancellation, then record the object and its metadata with saveOssLocalSourceMapper.
 */
export function uploadFile(
  kind: UploadKind,
  file: File,
  meta: MediaMeta,
  onProgress: (fraction: number) => void,
): UploadJob {
  const controller = new AbortController();
  const check = () => {
    if (controller.signal.aborted) throw new UploadCancelled();
  };
  const run = async (): Promise<SourceDto> => {
    const target = await getStsACS({
      kind,
      fileName: file.name,
      fileSize: file.size,
      contentType: file.type || 'application/octet-stream',
    });
    check();
    try {
      if (target.method === 'PUT') {
        await storage.put(target.uploadUrl, file, {
          headers: { 'Content-Type': file.type || 'application/octet-stream', ...target.headers },
          signal: controller.signal,
          onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
        });
      } else {
        const form = new FormData();
        for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
        form.append('file', file);
        await storage.post(target.uploadUrl, form, {
          headers: target.headers,
          signal: controller.signal,
          onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0),
        });
      }
    } catch (e) {
      if (controller.signal.aborted || axios.isCancel(e)) throw new UploadCancelled();
      throw new ApiError('network', errorText(e));
    }
    onProgress(1);
    check();
    return saveOssLocalSourceMapper({ key: target.key, kind, fileName: file.name, fileSize: file.size, ...meta });
  };
  return { promise: run(), cancel: () => controller.abort() };
}
