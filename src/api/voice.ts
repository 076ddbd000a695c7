import { get, post } from './http';
import type {
  AuditionDto,
  BuyTimbreDto,
  CreateVoiceRequest,
  IdRequest,
  PageDto,
  PageRequest,
  RenameRequest,
  TimbreDto,
  VoiceDto,
} from './types';

export const listVoice = (req: PageRequest): Promise<PageDto<VoiceDto>> => post('/voice/listVoice', req);
export const createVoice = (req: CreateVoiceRequest): Promise<VoiceDto> => post('/voice/createVoice', req);
export const renameVoice = (req: RenameRequest): Promise<VoiceDto> => post('/voice/renameVoice', req);
export const deleteVoice = (req: IdRequest): Promise<null> => post('/voice/deleteVoice', req);
export const buyTimbre = (req: IdRequest): Promise<BuyTimbreDto> => post('/voice/buyTimbre', req);
export const auditionVoice = (req: IdRequest): Promise<AuditionDto> => post('/voice/auditionVoice', req);
/** The timbres the caller may speak with: the platform's free ones and their own trained voices. */
export const listTimbre = (): Promise<TimbreDto[]> => get('/voice/listTimbre');
