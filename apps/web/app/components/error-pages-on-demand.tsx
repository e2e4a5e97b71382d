// The error pages as the public pages render them: the server renders them in place, the browser
// loads their code only where one is shown (deferred-parts.tsx), so every other page goes without.
import { deferredModule } from "./deferred-parts.tsx";

const errorPagesCode = () => import("./error-pages.tsx");
const errorPages = deferredModule(errorPagesCode, import.meta.env.SSR ? await errorPagesCode() : null);

export const NotFoundPage = errorPages.lazyPart((module) => module.NotFoundPage);
export const ServerErrorPage = errorPages.lazyPart((module) => module.ServerErrorPage);
