import { callApi } from './http';
import type { CreateTaskRequest, IdRequest, ListTaskRequest, RenameRequest, TaskDto, TaskPageDto } from './types';

export const createTask = (req: CreateTaskRequest): Promise<TaskDto> => callApi('/task/createTask', req);
export const listTask = (req: ListTaskRequest): Promise<TaskPageDto> => callApi('/task/listTask', req);
export const renameTask = (req: RenameRequest): Promise<TaskDto> => callApi('/task/renameTask', req);
export const deleteTask = (req: IdRequest): Promise<null> => callApi('/task/deleteTask', req);
