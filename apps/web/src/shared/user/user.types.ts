// Wire types of the accounts contract; the schemas live in @kabinet/domain/users.
export type {
  AccompanyingUser,
  Notification as UserNotification,
  User,
  UserCompany,
  UserMeta,
} from '@kabinet/domain/users';
