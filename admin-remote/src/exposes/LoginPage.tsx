// Federation boundary: the shell renders this inside its router, store and admin layout.
import { AdminProviders } from '../app/AdminProviders';

export default function LoginPageExposed() {
  return (
    <AdminProviders>
      <h1>Login</h1>
      <p>Admin build {process.env.BUILD_LABEL}</p>
    </AdminProviders>
  );
}
