import { type DbData, type DbUser, nextId } from './db';

/** Every change to an account goes through here, so the data change log tells what changed, when and by whom. */
export function logChange(
  db: DbData,
  user: DbUser,
  field: string,
  before: unknown,
  after: unknown,
  operatorId: string,
  at: number,
): void {
  if (String(before) === String(after)) return;
  db.changeLogs.push({
    id: nextId(db, 'cl'),
    userId: user.id,
    field,
    before: String(before),
    after: String(after),
    operatorId,
    createdAt: at,
  });
}
