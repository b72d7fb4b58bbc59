// `npm start` runs this after the build: serves the demo pages and dist/ on PORT (default 8080).
import { createDemoServer } from './server/app.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
const server = createDemoServer({ dataDir: process.env.DATA_DIR ?? '.data' });
server.listen(port, host, () => {
  console.log(`site-widgets demo: http://${host}:${port}/ (Dutch) and http://${host}:${port}/en/ (English)`);
});
