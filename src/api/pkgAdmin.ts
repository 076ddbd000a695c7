import { callApi } from './http';
import type { PackageDto, PackageRequest } from './types';

/** The packages of the caller's brand. */
export const getPackageList = (): Promise<PackageDto[]> => callApi('/pkgAdmin/getPackageList', {});

export const addPackage = (req: PackageRequest): Promise<PackageDto> => callApi('/pkgAdmin/addPackage', req);

export const updatePackage = (req: PackageRequest & { id: string }): Promise<PackageDto> =>
  callApi('/pkgAdmin/updatePackage', req);

export const deletePackage = (id: string): Promise<null> => callApi('/pkgAdmin/deletePackage', { id });
