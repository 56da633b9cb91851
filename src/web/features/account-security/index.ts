/** The account-security sections /settings mounts: two-factor sign-in, change password, the danger zone. */
export { ChangePasswordSection } from './change-password-section';
export { DeleteAccountSection } from './delete-account-section';
export { TwoFactorSection } from './two-factor-section';
