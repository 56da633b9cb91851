import { ChangePasswordSection, DeleteAccountSection, TwoFactorSection } from '../features/account-security';
import { SettingsScreen } from '../features/settings/settings-screen';

/** /settings: settings and account security are separate features; the app layer puts them on one page. */
export function SettingsPage() {
  return (
    <SettingsScreen>
      <TwoFactorSection />
      <ChangePasswordSection />
      <DeleteAccountSection />
    </SettingsScreen>
  );
}
