import { ClarityBackend } from './clarity.js';
import { readConfig } from './config.js';
import { createDemoApp } from './app.js';

const config = readConfig();
const app = createDemoApp(config, new ClarityBackend(config));

const say = (line: string) => {
  if (!config.quiet) console.log(line);
};
app.listen(config.port, () => {
  say(`Demo host listening on ${config.allowedOrigin} (embed tokens allow this origin only).`);
  say(`Same site on an origin that is not allowed: http://127.0.0.1:${config.port} (the widget is refused there).`);
});
if (config.refusedPort !== undefined) {
  const refusedPort = config.refusedPort;
  app.listen(refusedPort, () => say(`Not-allowed origin for demos and tests: http://localhost:${refusedPort}`));
}
