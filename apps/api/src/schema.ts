import { builder } from './builder';
// PageInfo is part of the contract for every list, even before a module declares a connection.
import './graphql/connection';
import './modules/auth/auth.graphql';
import './modules/auth/recovery.graphql';
import './modules/bank-codes/bank-codes.graphql';
import './modules/business-status/business-status.graphql';
import './modules/categories/categories.graphql';
import './modules/cri/cri.graphql';
import './modules/devices/devices.graphql';
import './modules/files/files.graphql';
import './modules/licenses/licenses.graphql';
import './modules/points/points.graphql';
import './modules/profiles/profiles.graphql';
import './modules/regions/regions.graphql';
import './modules/service/service.graphql';
import './modules/social/social.graphql';
import './modules/subscriptions/subscriptions.graphql';
import './modules/users/leave.graphql';
import './modules/users/users.graphql';

export const schema = builder.toSchema();
