import type { EditingMode, User } from '@lienzo/core';
import type { CurrentDesign } from '../state/appStore';

/** SPEC §4: create without a design id; edit your own design; clone anyone else's. */
export function editingMode(
  design: Pick<CurrentDesign, 'id' | 'user_id'> | null,
  user: Pick<User, 'id'> | null,
): EditingMode {
  if (!design) return 'create';
  return user && design.user_id === user.id ? 'edit' : 'clone';
}
