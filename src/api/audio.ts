import { post } from './http';
import type { AudioDto, GenerateAudioRequest, IdRequest, PageDto, PageRequest } from './types';

export const generateAudio = (req: GenerateAudioRequest): Promise<AudioDto> => post('/audio/generateAudio', req);
export const listAudio = (req: PageRequest): Promise<PageDto<AudioDto>> => post('/audio/listAudio', req);
export const deleteAudio = (req: IdRequest): Promise<null> => post('/audio/deleteAudio', req);
