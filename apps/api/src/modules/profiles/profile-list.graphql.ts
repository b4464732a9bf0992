import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import type { Context } from '../../context';
import {
  PagingInputRef,
  defineConnection,
  type Connection,
  type ConnectionArgs,
} from '../../graphql/connection';
import type { ProfileListEntryView } from './profile-list.service';
import { ProfileRef } from './profiles.graphql';

/**
 * A query answering one of the viewer's company lists (favourites, view log): the entry type
 * `typeName` (id, its timestamp named `atField`, profile), its connection, and the query field.
 */
export function defineProfileListQuery(options: {
  queryName: string;
  queryDescription: string;
  typeName: string;
  typeDescription: string;
  atField: string;
  resolve: (ctx: Context, paging: ConnectionArgs) => Promise<Connection<ProfileListEntryView>>;
}): void {
  const EntryRef = builder.objectRef<ProfileListEntryView>(options.typeName).implement({
    description: options.typeDescription,
    fields: (t) => ({
      id: t.exposeID('id'),
      [options.atField]: t.expose('at', { type: 'DateTime' }),
      profile: t.field({ type: ProfileRef, resolve: (entry) => entry.profile }),
    }),
  });
  const ConnectionRef = defineConnection(options.typeName, EntryRef);
  builder.queryField(options.queryName, (t) =>
    t.field({
      ...authRule.member,
      type: ConnectionRef,
      description: options.queryDescription,
      args: { paging: t.arg({ type: PagingInputRef }) },
      resolve: (_root, args, ctx) => options.resolve(ctx, args.paging ?? {}),
    }),
  );
}
