/**
 * The notifications folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { hasUnsubscribed } from './notification-subscription-repository';
export { notify } from './notify';
export type { NotificationType } from './notify';
