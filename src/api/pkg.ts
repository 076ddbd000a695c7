import { callApi } from './http';
import type { MembershipDto, PackageDto } from './types';

/** The packages the caller's brand sells (admins edit them on the setPackage screen). */
export const getPackageListForSale = (): Promise<PackageDto[]> => callApi('/packageInfo/getPackageListForSale');

/** Membership, balance and invitations of the signed-in user, on the server's clock. */
export const getMembershipInfo = (): Promise<MembershipDto> => callApi('/membership/getMembershipInfo');
