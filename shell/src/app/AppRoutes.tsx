// THE top-level route table: shell pages, spec redirects, the three signed-in areas, and the public areas + 404.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@spotless/shared-ui/router';
import { AREA_PREFIX, type PrivateArea } from '@spotless/tooling/federation/area-routes';
import { AreaView } from '../federation/AreaView';
import { AdminMfaGate } from '../features/admin-mfa/AdminMfaGate';
import { Layout } from '../layout/Layout';
import { PageSpinner } from '../pages/PageSpinner';
import type { AreaLoaders } from '../routing/area-loaders';
import { PublicAreas } from '../routing/PublicAreas';
import { RequireArea } from '../routing/RequireArea';
import { SPEC_REDIRECTS } from '../routing/redirects';
import { SpecRedirect } from '../routing/SpecRedirect';

// Auth screens are split out: most visitors of the home page never open them.
const SignInPage = lazy(() => import('../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const AdminRegisterPage = lazy(() => import('../auth/AdminRegisterPage').then((m) => ({ default: m.AdminRegisterPage })));
const AccountPage = lazy(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage').then((m) => ({ default: m.LogoutPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner label="Loading…" />}>{children}</Suspense>;
}

const PRIVATE_AREAS: readonly PrivateArea[] = ['client', 'cleaner', 'admin'];

export function AppRoutes({ loaders }: { loaders: AreaLoaders }) {
  return (
    <Routes>
      <Route element={<Layout guestLoader={loaders.guest} />}>
        <Route path="/sign" element={<Lazy><SignInPage /></Lazy>} />
        <Route path="/register" element={<Lazy><RegisterPage /></Lazy>} />
        <Route path="/forgot-password" element={<Lazy><ForgotPasswordPage /></Lazy>} />
        <Route path="/reset-password" element={<Lazy><ResetPasswordPage /></Lazy>} />
        <Route path="/adminregister" element={<AdminMfaGate><Lazy><AdminRegisterPage /></Lazy></AdminMfaGate>} />
        <Route path="/logout" element={<Lazy><LogoutPage /></Lazy>} />
        <Route path="/account" element={<Lazy><AccountPage /></Lazy>} />
        {Object.entries(SPEC_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<SpecRedirect to={to} />} />
        ))}
        {PRIVATE_AREAS.map((area) => (
          <Route
            key={area}
            path={`${AREA_PREFIX[area]}/*`}
            element={
              <RequireArea area={area}>
                {area === 'admin' ? (
                  // Admins pass the second sign-in step (aal2) before the console loads anything.
                  <AdminMfaGate>
                    <AreaView key={area} area={area} loader={loaders[area]} basePath={AREA_PREFIX[area]} />
                  </AdminMfaGate>
                ) : (
                  <AreaView key={area} area={area} loader={loaders[area]} basePath={AREA_PREFIX[area]} />
                )}
              </RequireArea>
            }
          />
        ))}
        <Route path="*" element={<PublicAreas loaders={loaders} />} />
      </Route>
    </Routes>
  );
}
