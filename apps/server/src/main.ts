// The server's entry (`npm start` runs it with tsx): reads the configuration, then starts this
// process's roles. A realtime-only process (ROLE=realtime) starts the Socket.IO node without
// loading the app (its memory is its sockets', not the API's code); any other starts
// the app (app-main.ts).
import { ConfigError, loadConfig, type Config } from './config.ts';
import { isRealtimeOnly } from './platform/process-roles.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  if (isRealtimeOnly(config.roles)) {
    const { runRealtimeNode } = await import('./realtime/realtime-node.ts');
    return runRealtimeNode(config);
  }
  const { runApp } = await import('./app-main.ts');
  return runApp(config);
}

main().catch((error: unknown) => {
  console.error('Kabinet не запустился / failed to start:', error);
  process.exit(1);
});
