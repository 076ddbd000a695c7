import { callApi } from './http';
import type {
  AuditionDto,
  AuditionRequest,
  BuyTimbreDto,
  CreateVoiceRequest,
  IdRequest,
  PageDto,
  PageRequest,
  RenameRequest,
  RetrainVoiceRequest,
  TimbreDto,
  VoiceDto,
} from './types';

export const listVoice = (req: PageRequest): Promise<PageDto<VoiceDto>> => callApi('/voice/listVoice', req);
export const createVoice = (req: CreateVoiceRequest): Promise<VoiceDto> => callApi('/voice/createVoice', req);
export const renameVoice = (req: RenameRequest): Promise<VoiceDto> => callApi('/voice/renameVoice', req);
export const deleteVoice = (req: IdRequest): Promise<null> => callApi('/voice/deleteVoice', req);
export const buyTimbre = (req: IdRequest): Promise<BuyTimbreDto> => callApi('/voice/buyTimbre', req);
/** Trains a voice again on a new sample (one whose training failed); no clone time is used. */
export const retrainVoice = (req: RetrainVoiceRequest): Promise<VoiceDto> => callApi('/voice/retrainVoice', req);
export const auditionVoice = (req: AuditionRequest): Promise<AuditionDto> => callApi('/voice/auditionVoice', req);
/** The timbres the caller may speak with: the platform's free ones and their own trained voices. */
export const listTimbre = (): Promise<TimbreDto[]> => callApi('/voice/listTimbre');
