import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '../../config/paths';
import { AccountSettingsPage } from './pages/AccountSettingsPage';
import { JoinPendingPage } from './pages/JoinPendingPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterCompanyPage } from './pages/RegisterCompanyPage';
import { RegisterOnePage } from './pages/RegisterOnePage';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SsoLandingPage } from './pages/SsoLandingPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';

/** Path part of a builder's URL, for the router (queries are read by the pages). */
const pathOf = (url: string) => url.split('?')[0];

/** The accounts screens a visitor uses before signing in (spec section 2). */
export const accountRoutes: RouteObject[] = [
  { path: paths.login(), element: <LoginPage /> },
  { path: paths.register(), element: <RegisterPage /> },
  { path: routePatterns.registerOne, element: <RegisterOnePage /> },
  { path: paths.registerCompany(), element: <RegisterCompanyPage /> },
  { path: pathOf(paths.verifyEmail('')), element: <VerifyEmailPage /> },
  { path: paths.joinPending(), element: <JoinPendingPage /> },
  { path: pathOf(paths.resetPassword()), element: <ResetPasswordPage /> },
  { path: pathOf(paths.ssoLanding('')), element: <SsoLandingPage /> },
];

/** Screens of a signed-in user; they sit inside the signed-in frame. */
export const accountScreens: RouteObject[] = [{ path: paths.accountSettings(), element: <AccountSettingsPage /> }];
