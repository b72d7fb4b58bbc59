// `npm start` runs this after the build: serves the demo pages and dist/ on PORT (default 8080).
import { createDemoServer } from './server/app.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
// SECURE_COOKIES=1: served over https (behind a proxy that does not send X-Forwarded-Proto).
// TRUSTED_PROXIES=ADDRESS,…: the proxies whose X-Forwarded-For names the client the signup's rate
// limit counts.
const server = createDemoServer({
  dataDir: process.env.DATA_DIR ?? '.data',
  secureCookies: process.env.SECURE_COOKIES === '1',
  signupGuard: { trustedProxies: (process.env.TRUSTED_PROXIES ?? '').split(',').filter(Boolean) },
});
server.listen(port, host, () => {
  // The port actually bound: PORT=0 picks a free one (the crash test starts the server so).
  const { port: bound } = server.address();
  console.log(`site-widgets demo: http://${host}:${bound}/ (Dutch) and http://${host}:${bound}/en/ (English)`);
});
