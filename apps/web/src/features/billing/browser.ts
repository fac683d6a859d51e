/**
 * Leaving the app for the payment provider's page. One object, so a component test can see
 * where the browser would go (jsdom cannot navigate to another origin).
 */
export const browser = {
  go: (url: string): void => window.location.assign(url),
};
