import { startFreezingProxy } from "./packages/db/src/testing/freezing-proxy.ts";
const proxy = await startFreezingProxy({ host: "127.0.0.1", port: 55437 }, 3451);
console.log("proxy", proxy.port);
setInterval(() => console.log("conns", JSON.stringify(proxy.connections())), 5000);
