import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../config/paths';
import { lazyPage } from '../../components/LazyPage';

/** Path part of a builder's URL, for the router (queries are read by the pages). */
const pathOf = (url: string) => url.split('?')[0];

/** The accounts screens a visitor uses before signing in (spec section 2). */
export const accountRoutes: RouteObject[] = [
  { path: paths.login(), element: lazyPage(() => import('./pages/LoginPage'), 'LoginPage') },
  { path: paths.register(), element: lazyPage(() => import('./pages/RegisterPage'), 'RegisterPage') },
  { path: routePatterns.registerOne, element: lazyPage(() => import('./pages/RegisterOnePage'), 'RegisterOnePage') },
  { path: paths.registerCompany(), element: lazyPage(() => import('./pages/RegisterCompanyPage'), 'RegisterCompanyPage') },
  { path: pathOf(paths.verifyEmail('')), element: lazyPage(() => import('./pages/VerifyEmailPage'), 'VerifyEmailPage') },
  { path: paths.joinPending(), element: lazyPage(() => import('./pages/JoinPendingPage'), 'JoinPendingPage') },
  { path: pathOf(paths.resetPassword()), element: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage') },
  { path: pathOf(paths.ssoLanding('')), element: lazyPage(() => import('./pages/SsoLandingPage'), 'SsoLandingPage') },
];

/** Screens of a signed-in user; they sit inside the signed-in frame. */
export const accountScreens: RouteObject[] = [{ path: paths.accountSettings(), element: lazyPage(() => import('./pages/AccountSettingsPage'), 'AccountSettingsPage') }];
