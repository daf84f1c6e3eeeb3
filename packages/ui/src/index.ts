export * from './theme/index.ts';
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './button/button.tsx';
export {
  createNotificationStore,
  type NotificationStore,
  type Notification,
  type NotifyOptions,
  type NotificationVariant,
  type NotificationText,
  type Clock,
} from './notifications/notification-store.ts';
export {
  notificationTimeout,
  isCloseable,
  type NotificationStyle,
  type Removeable,
} from './notifications/notification-timeout.ts';
export { NotificationList } from './notifications/notification-list.tsx';
export { LoadingScreen, type LoadingScreenProps } from './loading-screen/loading-screen.tsx';
export { clampProgress } from './loading-screen/clamp-progress.ts';
export { visuallyHidden } from './visually-hidden.css.ts';
export * from './form/index.ts';
export * from './multi-select/index.ts';
