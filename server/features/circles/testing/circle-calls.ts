import type { FastifyInstance } from 'fastify';
import type { CircleDetail, CircleInvite } from '../../../../common/api/circles';
import type { Reader } from './circle-fixture';

/** Any call as `reader` (bearer token), or as a visitor when reader is null. */
export function call(
  app: FastifyInstance,
  reader: Reader | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: reader ? { authorization: `Bearer ${reader.token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A circle made through the API, with `members` joined through an invite link. */
export async function circleThroughApi(
  app: FastifyInstance,
  host: Reader,
  members: Reader[],
  body: object = { name: 'Mercy readers' },
): Promise<{ circle: CircleDetail; invite: CircleInvite }> {
  const created = await call(app, host, 'POST', '/api/circles', body);
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const circle = created.json<CircleDetail>();
  const invited = await call(app, host, 'POST', `/api/circles/${circle.id}/invites`, {});
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const invite = invited.json<CircleInvite>();
  for (const member of members) {
    const joined = await call(app, member, 'POST', '/api/circles/join', { token: invite.token });
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  }
  return { circle, invite };
}
