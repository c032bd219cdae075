import { forbidden } from '../http-error';

/* Who may act on whom: a moderation action (warn, ban, unban, a decision on someone's flagged message) or a
   change of role needs a role above the target's, so no one can silence or demote their equals or superiors,
   and nobody acts on their own account (a moderator could otherwise withdraw their own warnings). */

export type Role = 'user' | 'moderator' | 'admin';

const rank: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };
const plural: Record<Role, string> = { user: 'members', moderator: 'moderators', admin: 'administrators' };
const titles: Record<Role, string> = { user: 'Members', moderator: 'Moderators', admin: 'Administrators' };

type Person = { id: string; role: Role };

/** Why `actor` may not act on `target`, or null when it may. */
export function moderationRefusal(actor: Person, target: Person): string | null {
  if (actor.id === target.id) return 'Nobody can take a moderation action on their own account.';
  if (rank[actor.role] > rank[target.role]) return null;
  const lower = (Object.keys(rank) as Role[])
    .filter((role) => rank[role] < rank[actor.role])
    .sort((a, b) => rank[b] - rank[a])
    .map((role) => plural[role]);
  if (lower.length === 0) return `${titles[actor.role]} cannot take moderation actions.`;
  const other = target.role === actor.role ? 'other ' : '';
  return `${titles[actor.role]} can act only on ${lower.join(' and ')}, not on ${other}${plural[target.role]}.`;
}

/** Throws the 403 when `actor` may not act on `target`. */
export function assertMayActOn(actor: Person, target: Person): void {
  const refusal = moderationRefusal(actor, target);
  if (refusal) throw forbidden(refusal);
}
