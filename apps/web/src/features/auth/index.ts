/**
 * The auth feature's public file (docs/decisions/064): what other features may use of sign-in and
 * sign-out. Everything else under features/auth is private to it; lint refuses a deeper import.
 */
export { useLogout } from './api/logout';
export { PasswordField } from './components/password-field';
export { ServerError } from './components/server-error';
export { SignUpRequiredDialog } from './components/sign-up-required-dialog';
