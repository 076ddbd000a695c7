import { post } from './http';
import type { CreateTaskRequest, IdRequest, ListTaskRequest, RenameRequest, TaskDto, TaskPageDto } from './types';

export const createTask = (req: CreateTaskRequest): Promise<TaskDto> => post<TaskDto>('/task/createTask', req);
export const listTask = (req: ListTaskRequest): Promise<TaskPageDto> => post<TaskPageDto>('/task/listTask', req);
export const renameTask = (req: RenameRequest): Promise<TaskDto> => post<TaskDto>('/task/renameTask', req);
export const deleteTask = (req: IdRequest): Promise<null> => post<null>('/task/deleteTask', req);
