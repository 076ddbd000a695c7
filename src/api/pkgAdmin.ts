import { get, post } from './http';
import type { PackageDto, PackageRequest } from './types';

/** The packages of the caller's brand. */
export const getPackageList = (): Promise<PackageDto[]> => post('/pkgAdmin/getPackageList', {});

export const addPackage = (req: PackageRequest): Promise<PackageDto> => post('/pkgAdmin/addPackage', req);

export const updatePackage = (req: PackageRequest & { id: string }): Promise<PackageDto> =>
  post('/pkgAdmin/updatePackage', req);

export const deletePackage = (id: string): Promise<null> => get('/pkgAdmin/deletePackage', { id });
