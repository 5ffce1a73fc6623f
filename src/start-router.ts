/** The app's start, second step (src/main.tsx): the router, created; src/start.tsx starts its first navigation. */
import { createAppRouter, type AppRouter } from './app/router';
import { rehydrated, store } from './start-store';

export const router: AppRouter = createAppRouter(store, { ready: rehydrated });
