import type { CapacitorConfig } from '@capacitor/cli';

// The Android/iOS wrappers (ARCHITECTURE §1) around the built SPA: the native projects are
// android/ and ios/ (icons and splash from build/native-assets.ts); README «Мобильные приложения»
// tells how to build them. Push goes through @capacitor/push-notifications (FCM / APNs).
const config: CapacitorConfig = {
  appId: 'ru.kabinet.app',
  appName: 'Кабинет',
  webDir: 'dist',
  android: {
    // Android 15 draws apps edge to edge, and its WebView may report no env(safe-area-inset-*):
    // Capacitor keeps the web view clear of the system bars there. iOS reports the insets, which
    // the shell pads by (viewport-fit=cover, global.css --safe-*).
    adjustMarginsForEdgeToEdge: 'auto',
  },
  plugins: {
    SplashScreen: {
      // The launch splash: the white «К» on the brand colour (theme.ts, favicon.svg) until the
      // app has had half a second to draw.
      launchShowDuration: 500,
      launchAutoHide: true,
      backgroundColor: '#1c6e8c',
      androidScaleType: 'CENTER_CROP',
      showSpinner: false,
    },
    PushNotifications: {
      // A push that arrives while the app is open is still shown, with its sound and badge.
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
