// The call-out widgets the public pages reuse, from @masthead/elements.
export { CalloutForm } from '@masthead/elements/callout-form';
export { widgetsI18n, calloutLocale } from '@masthead/elements/widgets-i18n';
export { WidgetApiProvider } from '@masthead/elements/widget-api';
