// The Mailchimp SDK ships no types; its client constructor is typed where it is used (mailchimp-provider.ts).
declare module '@mailchimp/mailchimp_marketing/src/ApiClient.js' {
  const ApiClient: unknown;
  export default ApiClient;
}
