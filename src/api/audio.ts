import { callApi } from './http';
import type { AudioDto, GenerateAudioRequest, IdRequest, PageDto, PageRequest } from './types';

export const generateAudio = (req: GenerateAudioRequest): Promise<AudioDto> => callApi('/audio/generateAudio', req);
export const listAudio = (req: PageRequest): Promise<PageDto<AudioDto>> => callApi('/audio/listAudio', req);
export const deleteAudio = (req: IdRequest): Promise<null> => callApi('/audio/deleteAudio', req);
