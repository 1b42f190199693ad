// `patchgate dev start|stop|status`: the embedded Temporal dev server from temporal-dev.yml.
import type { Command } from 'commander';
import { ensureDevServer, portOpen, stopDevServer } from '../../infra/devServer.js';
import { loadDevConfig } from '../../infra/devConfig.js';

export function registerDev(program: Command): void {
  const dev = program.command('dev').description('the embedded Temporal dev server (temporal-dev.yml)');
  dev.command('start').description('start it (detached) unless one is already listening').action(async () => {
    const s = await ensureDevServer((m) => console.log(m));
    console.log(`${s.startedHere ? 'started' : 'already running'}: ${s.address}  UI ${s.uiUrl}`);
  });
  dev.command('stop').description('stop the server this project started').action(() => {
    console.log(stopDevServer() ? 'stopped' : 'no server started by patchgate is running');
  });
  dev.command('status').action(async () => {
    const { ip, port, ui_port } = loadDevConfig().server;
    console.log(`${ip}:${port} ${(await portOpen(ip, port)) ? 'up' : 'down'}  UI http://${ip}:${ui_port}`);
  });
}
