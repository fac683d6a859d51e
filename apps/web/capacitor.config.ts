import type { CapacitorConfig } from '@capacitor/cli';

// The Android/iOS wrappers (ARCHITECTURE §1) around the built SPA; README «Мобильные приложения»
// tells how to add and build them. Push goes through @capacitor/push-notifications (FCM / APNs).
const config: CapacitorConfig = {
  appId: 'ru.kabinet.app',
  appName: 'Кабинет',
  webDir: 'dist',
  plugins: {
    PushNotifications: {
      // A push that arrives while the app is open is still shown, with its sound and badge.
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
