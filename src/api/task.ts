import { callApi } from './http';
import type {
  CreateTaskRequest,
  IdRequest,
  ListTaskRequest,
  RenameRequest,
  TaskDto,
  TaskInputDto,
  TaskPageDto,
} from './types';

export const createTask = (req: CreateTaskRequest): Promise<TaskDto> => callApi('/task/createTask', req);
export const listTask = (req: ListTaskRequest): Promise<TaskPageDto> => callApi('/task/listTask', req);
export const renameTask = (req: RenameRequest): Promise<TaskDto> => callApi('/task/renameTask', req);
export const deleteTask = (req: IdRequest): Promise<null> => callApi('/task/deleteTask', req);
/** What a work was submitted with and the banned words it holds (Edit and resubmit). */
export const taskInput = (req: IdRequest): Promise<TaskInputDto> => callApi('/task/taskInput', req);
