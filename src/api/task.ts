import { post } from './http';
import type { CreateTaskRequest, IdRequest, ListTaskRequest, RenameRequest, TaskDto, TaskPageDto } from './types';

export const createTask = (req: CreateTaskRequest): Promise<TaskDto> => post('/task/createTask', req);
export const listTask = (req: ListTaskRequest): Promise<TaskPageDto> => post('/task/listTask', req);
export const renameTask = (req: RenameRequest): Promise<TaskDto> => post('/task/renameTask', req);
export const deleteTask = (req: IdRequest): Promise<null> => post('/task/deleteTask', req);
