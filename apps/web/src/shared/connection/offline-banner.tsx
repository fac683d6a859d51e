import classes from './offline-banner.module.css';
import { useOnline } from './use-online.ts';

/**
 * With no network the app says so on every page, the login page included (the
 * service worker's offline shell opens it), instead of failing request by request. It leaves
 * by itself when the network is back; chat resends what waited (its own outbox).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={classes.banner} role="status">
      <span className={classes.title}>Нет соединения</span>
      <span>Проверьте интернет — всё продолжится, когда сеть вернётся.</span>
    </div>
  );
}
