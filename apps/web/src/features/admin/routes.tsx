/** Admin routes: /admin-login and /admin-dashboard with its nested screens (admin spec §2). */
import type { RouteObject } from 'react-router';

export const adminRoutes: RouteObject[] = [];
